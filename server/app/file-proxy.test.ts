import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileProxyPath } from "../../src/contract/server-paths.ts";
import { fromPage, type TestApp, withApp as withServer } from "../test/app-server.ts";
import { completedTask, recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The file proxy in proxy mode, against a stand-in service whose task names files on a file
// host the test controls. The probe's findings: it fetched loopback URLs the service named,
// had no size cap and no total time limit.

let service: RecordingUpstream;
let files: RecordingUpstream;
beforeAll(async () => {
  [service, files] = await Promise.all([recordingUpstream(), recordingUpstream()]);
  service.reply = completedTask((id) => `${files.url}/t/${id}/model.gltf`);
});
afterAll(async () => {
  await service.close();
  await files.close();
});
beforeEach(() => {
  service.seen.splice(0);
  files.seen.splice(0);
  files.reply = (_seen, res) =>
    res.writeHead(200, { "Content-Type": "model/gltf+json", "Content-Length": "2" }).end("{}");
});

const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withServer({ UPSTREAM_BASE_URL: service.url, ...env }, run);
const through = (
  app: TestApp,
  id: string,
  url: string,
  headers: Record<string, string> = { Authorization: "Bearer user" },
) => fetch(`${app.url}${fileProxyPath(id, url)}`, { headers });

describe("the file proxy in proxy mode", () => {
  it("asks the service for the task with the page's token, then serves its result and the files beside it", async () => {
    await withApp({}, async (app) => {
      const answer = await through(app, "r1", `${files.url}/t/r1/model.gltf`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="model\.gltf"/);
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(await answer.text()).toBe("{}");
      expect((await through(app, "r1", `${files.url}/t/r1/textures/wood.png`)).status).toBe(200);
      expect(service.seen.map((seen) => [seen.url, seen.headers.authorization])).toEqual([
        ["/api/v1/tasks/generations/r1", "Bearer user"],
        ["/api/v1/tasks/generations/r1", "Bearer user"],
      ]);
    });
  });

  it("saves under the name the page asks for, made safe here", async () => {
    await withApp({}, async (app) => {
      const named = (name: string) =>
        fetch(`${app.url}${fileProxyPath("r1", `${files.url}/t/r1/model.gltf`, name)}`, {
          headers: { Authorization: "Bearer user" },
        });
      const saved = await named("2026-11-23_1204_seed3d_r1.gltf");
      expect(saved.headers.get("content-disposition")).toMatch(
        /^attachment; filename="2026-11-23_1204_seed3d_r1\.gltf"/,
      );
      const hostile = await named('..\\..\\"x"\r\nSet-Cookie: a=b.gltf');
      expect(hostile.headers.get("content-disposition")).toMatch(/^attachment; filename="x-Set-Cookie-a-b\.gltf"/);
      expect(hostile.headers.get("set-cookie")).toBeNull();
    });
  });

  it("fetches nothing that is not a result of that task, and asks for the token first", async () => {
    await withApp({}, async (app) => {
      expect((await through(app, "r1", `${files.url}/t/r2/model.gltf`)).status).toBe(403);
      expect((await through(app, "r1", `${files.url}/t/r1/../r2/model.gltf`)).status).toBe(403);
      expect((await through(app, "r1", `${service.url}/admin`)).status).toBe(403);
      expect((await through(app, "r1", `${files.url}/t/r1/model.gltf`, {})).status).toBe(401);
      expect((await through(app, "../admin", `${files.url}/t/r1/model.gltf`)).status).toBe(400);
      expect(files.seen).toEqual([]);
    });
  });

  it("passes Range through so video can seek, and answers HEAD without the body", async () => {
    files.reply = (seen, res) =>
      seen.headers.range === "bytes=2-3"
        ? res.writeHead(206, { "Content-Range": "bytes 2-3/10", "Content-Length": "2" }).end("23")
        : res.writeHead(200, { "Content-Length": "10" }).end(seen.method === "HEAD" ? undefined : "0123456789");
    await withApp({}, async (app) => {
      const part = await through(app, "r1", `${files.url}/t/r1/model.gltf`, {
        Authorization: "Bearer u",
        Range: "bytes=2-3",
      });
      expect([part.status, part.headers.get("content-range"), await part.text()]).toEqual([206, "bytes 2-3/10", "23"]);
      const head = await fetch(`${app.url}${fileProxyPath("r1", `${files.url}/t/r1/model.gltf`)}`, {
        method: "HEAD",
        headers: { Authorization: "Bearer u" },
      });
      expect([head.status, head.headers.get("content-length")]).toEqual([200, "10"]);
      expect(files.seen.map((seen) => seen.method)).toEqual(["GET", "HEAD"]);
    });
  });

  it("refuses a loopback file host unless FILE_PROXY_ALLOW_PRIVATE=1", async () => {
    await withApp({ FILE_PROXY_ALLOW_PRIVATE: "0" }, async (app) => {
      const refused = await through(app, "r1", `${files.url}/t/r1/model.gltf`);
      expect(refused.status).toBe(403);
      expect(await refused.text()).toMatch(/127\.0\.0\.1 is not a public address/);
      expect(files.seen).toEqual([]);
    });
  });

  it("holds files to FILE_PROXY_MAX_BYTES, by their Content-Length or as they stream", async () => {
    await withApp({ FILE_PROXY_MAX_BYTES: "1000" }, async (app) => {
      files.reply = (_seen, res) => res.writeHead(200, { "Content-Length": "5000" }).end("x".repeat(5000));
      expect((await through(app, "r1", `${files.url}/t/r1/model.gltf`)).status).toBe(502);
      files.reply = (_seen, res) => res.writeHead(200).end("x".repeat(5000));
      // Cut before or after the status line, depending on when the cap is passed: never whole.
      const streamed = through(app, "r1", `${files.url}/t/r1/model.gltf`).then((answer) => answer.arrayBuffer());
      await expect(streamed).rejects.toThrow();
    });
  });

  it("cuts a transfer that outlasts FILE_PROXY_TIMEOUT_SECONDS, however steadily it flows", async () => {
    files.reply = async (_seen, res) => {
      res.writeHead(200);
      for (let i = 0; i < 40 && !res.destroyed; i++) {
        res.write("x");
        await sleep(100);
      }
      res.end();
    };
    await withApp({ FILE_PROXY_TIMEOUT_SECONDS: "1" }, async (app) => {
      const started = performance.now();
      const slow = await through(app, "r1", `${files.url}/t/r1/model.gltf`);
      await expect(slow.text()).rejects.toThrow();
      expect(performance.now() - started).toBeLessThan(3000);
    });
  });

  it("with the token held, serves its own page and refuses other sites and scripts", async () => {
    await withApp({ UPSTREAM_TOKEN: "server-secret" }, async (app) => {
      const url = `${files.url}/t/r1/model.gltf`;
      expect((await through(app, "r1", url, fromPage(app))).status).toBe(200);
      expect((await through(app, "r1", url, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
      expect((await through(app, "r1", url, {})).status).toBe(403);
      expect(service.seen.map((seen) => seen.headers.authorization)).toEqual(["Bearer server-secret"]);
    });
  });
});
