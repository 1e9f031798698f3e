import type { Socket } from "node:net";
import { WORKSPACE_MOVE_IN_PATH } from "../../src/contract/moved-task.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { configFromEnv } from "../app/config.ts";
import { createAppServer } from "../app/server.ts";
import type { DatabaseSettings } from "../workspace/database.ts";
import { fakeDist, fromPage, listen, type TestApp } from "./app-server.ts";
import { databaseEnv } from "./databases.ts";
import { tempDataDir } from "./temp-data-dir.ts";

// For the tests of a page that stops reading its event stream: a server that follows no task,
// the server's side of the first stream's connection (what it holds for that page), and tasks
// moved in by the hundred, each with a large body, to make many megabytes of events.

export async function streamServer(
  settings: DatabaseSettings,
  env: Record<string, string> = {},
): Promise<{ app: TestApp; streamSocket(): Socket | null }> {
  const config = configFromEnv({
    DIST_DIR: fakeDist(),
    DATA_DIR: tempDataDir(),
    ...databaseEnv(settings),
    FOLLOW_TASKS: "0",
    ...env,
  });
  const server = await createAppServer({ ...config, port: 0 });
  let socket: Socket | null = null;
  server.on("request", (request: { url?: string; socket: Socket }) => {
    if (request.url?.startsWith(WORKSPACE_EVENTS_PATH)) socket ??= request.socket;
  });
  return { app: await listen(server), streamSocket: () => socket };
}

/** Moves tasks `from`… `from + count - 1` in (keys `<prefix>-0000`…), each with `prompt` in its body; answers the status. */
export async function moveBigTasksIn(app: TestApp, prefix: string, from: number, count: number, prompt: string) {
  const tasks = Array.from({ length: count }, (_, i) => ({
    key: `${prefix}-${String(from + i).padStart(4, "0")}`,
    submittedAt: from + i,
    body: { model: "minimax/t2v-01-director", prompt: `${from + i} ${prompt}` },
    requestId: null,
    record: null,
    verdict: null,
  }));
  const answer = await fetch(`${app.url}${WORKSPACE_MOVE_IN_PATH}`, {
    method: "POST",
    headers: { ...fromPage(app), "Content-Type": "application/json" },
    body: JSON.stringify({ tasks }),
  });
  return { status: answer.status, json: (await answer.json()) as unknown };
}
