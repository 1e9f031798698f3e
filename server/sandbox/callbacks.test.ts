import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, it } from "vitest";
import { SANDBOX_FAULTS_PATH, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { networkInterfaces } from "node:os";
import { post, startSandbox, TOKEN, type TestSandbox } from "../test/sandbox-server.ts";
import { nodeServer } from "../http/node-server.ts";
import { createSandbox } from "./handler.ts";

// The sandbox POSTs a task's record to its callback_url at each change of status, as the
// service documents; faults drop or repeat a callback.

type Heard = { path: string; status: string; requestId: string };

let sandbox: TestSandbox;
let receiver: Server;
let heard: Heard[];
let hooks: string;

beforeEach(async () => {
  sandbox = await startSandbox(10);
  heard = [];
  receiver = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk: Buffer) => (text += chunk.toString()));
    req.on("end", () => {
      const { data } = JSON.parse(text) as { data: { status: string; request_id: string } };
      heard.push({ path: req.url!, status: data.status, requestId: data.request_id });
      res.end("ok");
    });
  });
  // On every interface: the last test calls it by this machine's own network address too.
  await new Promise<void>((resolve) => receiver.listen(0, "0.0.0.0", resolve));
  hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterEach(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function submit(callback: string): Promise<string> {
  const body = { model: "minimax/t2v-01-director", prompt: "A gull [Tilt up]", callback_url: callback };
  const answer = (await (await post(sandbox.submitUrl, body)).json()) as { data: { request_id: string } };
  return answer.data.request_id;
}

/** Moves the task's clock in steps, letting the sandbox look between them. */
async function live(seconds: number) {
  for (let step = 0; step < seconds; step++) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    sandbox.advance(1_000);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const statusesAt = (path: string) => heard.filter((h) => h.path === path).map((h) => h.status);

it("posts the record at each change of status, to its end, and no more", { timeout: 15_000 }, async () => {
  const id = await submit(`${hooks}/hook/plain`);
  await live(12);
  const statuses = statusesAt("/hook/plain");
  expect(statuses[0]).toBe("SUBMITTING");
  expect(statuses).toContain("IN_PROGRESS");
  expect(statuses.at(-1)).toBe("COMPLETED");
  // Once per change: no status twice in a row.
  expect(statuses.filter((status, n) => status === statuses[n - 1])).toEqual([]);
  expect(heard.every((h) => h.requestId === id)).toBe(true);
  const count = heard.length;
  await live(3);
  expect(heard).toHaveLength(count);
});

it(
  "drops or repeats a callback when a fault is armed for it, and no other request takes that fault",
  { timeout: 15_000 },
  async () => {
    for (const fault of [
      { kind: "drop", on: "callback", match: "/hook/dropped", count: 1 },
      { kind: "repeat", on: "callback", match: "/hook/repeated", count: 1 },
    ])
      expect((await post(`${sandbox.url}${SANDBOX_FAULTS_PATH}`, fault)).status).toBe(201);
    await submit(`${hooks}/hook/dropped`);
    await submit(`${hooks}/hook/repeated`);
    await live(12);
    const dropped = statusesAt("/hook/dropped");
    const repeated = statusesAt("/hook/repeated");
    expect(dropped[0]).not.toBe("SUBMITTING");
    expect(dropped.at(-1)).toBe("COMPLETED");
    expect(repeated.slice(0, 2)).toEqual(["SUBMITTING", "SUBMITTING"]);
    expect(repeated[2]).not.toBe("SUBMITTING");
    expect(repeated.at(-1)).toBe("COMPLETED");
  },
);

/** This machine's address on its network (not loopback), if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((face) => face && face.family === "IPv4" && !face.internal)?.address;

it.runIf(networkAddress)(
  "calls back only this machine unless told it may call anywhere",
  { timeout: 15_000 },
  async () => {
    const elsewhere = `http://${networkAddress}:${(receiver.address() as AddressInfo).port}`;
    await submit(`${elsewhere}/hook/elsewhere`);
    await submit(`${hooks.replace("127.0.0.1", "localhost")}/hook/by-name`);
    await live(3);
    expect(statusesAt("/hook/elsewhere")).toEqual([]);
    expect(statusesAt("/hook/by-name").length).toBeGreaterThan(0);

    const open = createSandbox({ token: TOKEN, taskSeconds: 10, callbacksAnywhere: true }, { control: false });
    const server = nodeServer(open.app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SUBMIT_PATH}`;
      const body = { model: "minimax/t2v-01-director", prompt: "A gull", callback_url: `${elsewhere}/hook/open` };
      expect((await post(url, body)).status).toBe(200);
      await expect.poll(() => statusesAt("/hook/open").length, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      open.state.callbacks.clear();
      await new Promise((resolve) => server.close(resolve));
    }
  },
);
