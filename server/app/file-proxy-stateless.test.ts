import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileProxyPath, SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { fakeDist } from "../test/app-server.ts";
import { startAppProcess, type AppProcess } from "../test/app-process.ts";
import { PNG_DATA_URI, post, startSandbox, TOKEN, type TestSandbox } from "../test/sandbox-server.ts";

// The probe's finding: the file proxy remembered the URLs it had seen in its own memory, so it
// forgot them on restart and failed behind a load balancer. Two servers with no shared state,
// in processes of their own as `npm start` runs them, serve a file of a task only one of them
// proxied, and one killed and started again serves it too.

let sandbox: TestSandbox;
let one: AppProcess;
let two: AppProcess;
beforeAll(async () => {
  sandbox = await startSandbox(10);
  const env = { UPSTREAM_BASE_URL: sandbox.url, UPSTREAM_TOKEN: TOKEN, DIST_DIR: fakeDist() };
  [one, two] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
}, 60_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await sandbox.close();
});

const asPageOf = (app: AppProcess) => ({ Origin: app.url });

describe("the file proxy keeps nothing", () => {
  it("serves, on another instance and after a restart, the file of a task only one instance proxied", async () => {
    const body = { model: "bytedance/doubao-seed3d-1.0", prompt: "--fileformat glb", image: PNG_DATA_URI };
    const created = await post(`${one.url}${SUBMIT_PATH}`, body, asPageOf(one));
    expect(created.status).toBe(200);
    const id = ((await created.json()) as { data: { request_id: string } }).data.request_id;
    sandbox.advance(20_000);
    const record = (await (await fetch(`${one.url}${taskPath(id)}`, { headers: asPageOf(one) })).json()) as {
      data: { data: { file_urls: string[] } };
    };
    const url = record.data.data.file_urls[0]!;
    const direct = Buffer.from(await (await fetch(url)).arrayBuffer());

    const viaTwo = await fetch(`${two.url}${fileProxyPath(id, url)}`, { headers: asPageOf(two) });
    expect(viaTwo.status).toBe(200);
    expect(Buffer.from(await viaTwo.arrayBuffer()).equals(direct)).toBe(true);

    await one.stop();
    await one.start();
    const afterRestart = await fetch(`${one.url}${fileProxyPath(id, url)}`, { headers: asPageOf(one) });
    expect(afterRestart.status).toBe(200);
    expect(Buffer.from(await afterRestart.arrayBuffer()).equals(direct)).toBe(true);
  }, 60_000);
});
