import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { fetchFile, fileAgent, FileRefused } from "./file-fetch.ts";
import { urlProblem } from "./safe-dial.ts";

// The probe's finding: the file proxy followed a redirect to an internal address. Every hop is
// now checked like the first. Here the first host (on loopback, as everything in a test is) is
// let through by name; every other hop meets the real checks.

let first: RecordingUpstream;
let internal: RecordingUpstream;
let redirectTo = "";
beforeAll(async () => {
  [first, internal] = await Promise.all([recordingUpstream(), recordingUpstream()]);
  first.reply = (_seen, res) => res.writeHead(302, { Location: redirectTo }).end();
});
afterAll(async () => {
  await first.close();
  await internal.close();
});

const agent = fileAgent({ allowPrivate: false, maxBytes: 1e6, totalMs: 5000 }, 2000);
const checked = (url: URL) => (url.origin === first.url ? null : urlProblem(url, false));
const follow = (location: string) => {
  redirectTo = location;
  const request = { method: "GET", range: undefined, signal: AbortSignal.timeout(5000) } as const;
  return fetchFile(agent, new URL(`${first.url}/model.glb`), request, checked);
};

describe("fetchFile", () => {
  it.each([
    ["a loopback IP literal", () => `${internal.url}/secret`],
    ["a name that resolves to loopback", () => `http://localhost:${new URL(internal.url).port}/secret`],
    ["the cloud metadata address", () => "http://169.254.169.254/latest/meta-data/"],
    ["another scheme", () => "file:///etc/passwd"],
  ])("refuses a redirect to %s, reaching nothing", async (_name, location) => {
    await expect(follow(location())).rejects.toBeInstanceOf(FileRefused);
    expect(internal.seen).toEqual([]);
  });

  it("gives up after five redirects", async () => {
    await expect(follow(`${first.url}/again`)).rejects.toThrow(/more than 5 redirects/);
  });
});
