import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileProxyPath } from "../../src/contract/server-paths.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { completedTask, recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The probe's finding: a file "beside a result" whose path held `%252e%252e` reached the file
// host, which may decode it twice into `..` and serve another task's files (or its own). Such a
// path is refused before anything is fetched; the file host's log shows it never arrived.

let service: RecordingUpstream;
let files: RecordingUpstream;
let app: TestApp;
beforeAll(async () => {
  [service, files] = await Promise.all([recordingUpstream(), recordingUpstream()]);
  service.reply = completedTask((id) => `${files.url}/t/${id}/model.obj`);
  files.reply = (_seen, res) => res.writeHead(200, { "Content-Type": "model/mtl" }).end("newmtl a\n");
  app = await startApp({ UPSTREAM_BASE_URL: service.url });
});
afterAll(async () => {
  await app.close();
  await Promise.all([service.close(), files.close()]);
});
beforeEach(() => files.seen.splice(0));

const through = (path: string) =>
  fetch(`${app.url}${fileProxyPath("r1", `${files.url}${path}`)}`, { headers: { Authorization: "Bearer user" } });

describe("the file proxy and escapes in a file's path", () => {
  it("fetches a file beside the result (the control: the file host sees it)", async () => {
    expect((await through("/t/r1/model.mtl")).status).toBe(200);
    expect(files.seen.map((seen) => seen.url)).toEqual(["/t/r1/model.mtl"]);
  });

  it.each([
    ["double-encoded dots", "/t/r1/%252e%252e/r2/model.mtl"],
    ["double-encoded upper-case dots", "/t/r1/%252E%252E/r2/model.mtl"],
    ["a double-encoded slash", "/t/r1/..%252fr2%252fmodel.mtl"],
    ["a double-encoded backslash", "/t/r1/..%255cr2%255cmodel.mtl"],
    ["a triple-encoded dot", "/t/r1/%25252e%25252e/r2/model.mtl"],
    ["an encoded slash", "/t/r1/..%2fr2%2fmodel.mtl"],
    ["an encoded backslash", "/t/r1/..%5cr2%5cmodel.mtl"],
    ["any encoded dot, even inside a name", "/t/r1/model%2e%2emtl"],
  ])("refuses %s, and never asks the file host", async (_name, path) => {
    const answer = await through(path);
    expect(answer.status).toBe(403);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_a_result");
    expect(files.seen).toEqual([]);
  });
});
