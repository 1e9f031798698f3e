import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_PATH, SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { nodeServer } from "../http/node-server.ts";
import { createSandbox } from "../sandbox/handler.ts";
import type { LoggedRequest } from "../sandbox/request-log.ts";
import { fakeDist } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";
import { openDatabase, type WorkspaceDatabase } from "../workspace/database.ts";
import { configFromEnv } from "./config.ts";
import { createAppServer } from "./server.ts";

// PUBLIC_URL: each submission carries a callback_url with a secret of its own; the sandbox calls
// it as the service would, and a callback only hastens the task's check.

const TOKEN = "callback-token-1";
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const close = (server: Server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)));

describe.each(DATABASE_KINDS)("callbacks, on $kind", ({ fresh }) => {
  let database: TestDatabase;
  let watch: WorkspaceDatabase;
  let servers: Server[];
  let appUrl: string;
  let log: () => readonly LoggedRequest[];

  beforeEach(async () => {
    database = await fresh();
    const sandbox = createSandbox({ token: TOKEN, taskSeconds: 600 }, { control: false });
    const service = nodeServer(sandbox.app);
    log = () => sandbox.state.log.list();
    await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    const app = await createAppServer(
      configFromEnv({
        DIST_DIR: fakeDist(),
        // A data folder of its own on PostgreSQL too: the archive's copies go there.
        DATA_DIR: tempDataDir(),
        ...databaseEnv(database.settings),
        UPSTREAM_BASE_URL: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
        UPSTREAM_TOKEN: TOKEN,
        FOLLOW_TASKS: "1",
        // A minute between checks: only a callback explains a check within seconds.
        FOLLOW_POLL_SECONDS: "60",
        PUBLIC_URL: appUrl,
      }),
    );
    await new Promise<void>((resolve) => app.listen(port, "127.0.0.1", resolve));
    servers = [app, service];
    watch = await openDatabase(database.settings);
  });
  afterEach(async () => {
    for (const server of servers) await close(server);
    await watch.close();
    await database.drop();
  });

  const task = () => watch.db.selectFrom("tasks").selectAll().executeTakeFirstOrThrow();

  it("sends a callback_url with each submission, checks its task at the first callback, and never trusts its body", async () => {
    const sent = await fetch(`${appUrl}${SUBMIT_PATH}`, {
      method: "POST",
      headers: {
        Origin: appUrl,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        [SUBMISSION_KEY_HEADER]: "callback-key-1",
      },
      body: JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A crane [Pan left]" }),
    });
    expect(sent.status, await sent.clone().text()).toBe(200);
    const submitted = log().find((seen) => seen.method === "POST" && seen.path === SUBMIT_PATH);
    const callback = (submitted!.body as { callback_url: string }).callback_url;
    expect(callback).toMatch(new RegExp(`^${appUrl}${CALLBACK_PATH}callback-key-1\\?secret=[\\w-]{32}$`));

    // The sandbox's first callback (SUBMITTING) makes the first check come at once, not in a minute.
    await expect.poll(async () => (await task()).checks, { timeout: 5_000 }).toBe(1);
    expect((await task()).status).toBe("SUBMITTING");

    // A callback with the secret but a made-up record: a hint, within the interval, changes nothing.
    const forged = {
      code: "success",
      message: "",
      data: { request_id: (await task()).request_id, status: "COMPLETED" },
    };
    const hint = await fetch(callback, { method: "POST", body: JSON.stringify(forged) });
    expect(hint.status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await task()).toMatchObject({ checks: 1, status: "SUBMITTING", finished: 0 });

    // MiniMax's challenge is echoed.
    const challenged = await fetch(callback, { method: "POST", body: JSON.stringify({ challenge: "c-123" }) });
    expect(await challenged.json()).toEqual({ challenge: "c-123" });
  });

  it("refuses and says a callback without its secret, or for a key it never made", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      for (const url of [
        `${CALLBACK_PATH}no-such-key?secret=x`,
        `${CALLBACK_PATH}no-such-key`,
        `${CALLBACK_PATH}..%2F..`,
      ]) {
        const answer = await fetch(`${appUrl}${url}`, { method: "POST", body: "{}" });
        expect(answer.status).toBe(401);
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("refused a callback for no-such-key"));
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("refused a callback for an unknown key"));
    } finally {
      warn.mockRestore();
    }
  });
});
