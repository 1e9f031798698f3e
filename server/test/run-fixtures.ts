import type { Run } from "../../src/contract/run.ts";
import type { RunPace } from "../../src/contract/run-pace.ts";
import { sharedRunSchema, type SharedRun, WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { SANDBOX_REQUESTS_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_EVENTS_PATH } from "../../src/contract/shared-task.ts";
import { readEvents } from "./event-stream.ts";
import { fromPage } from "./app-server.ts";

// Runs as a page's builder makes them, handed to a test server over real HTTP, and read back
// from the workspace's stream as a page hears them.

type App = { url: string };

/** A video run of one prompt axis: a cell per prompt, nothing sent. */
export function videoRun(id: string, prompts: readonly string[]): Run {
  return {
    id,
    name: `Run ${id}`,
    plan: {
      family: "video",
      base: { model: "minimax/t2v-01-director" },
      axes: [{ kind: "prompt", values: [...prompts] }],
      repeats: 1,
    },
    presetId: null,
    cells: prompts.map((prompt, i) => ({
      key: `${i}#0`,
      coords: [i],
      repeat: 0,
      body: { model: "minimax/t2v-01-director", prompt },
      entryId: null,
      cancelled: false,
    })),
    createdAt: Date.now(),
    pause: null,
    baseline: false,
  };
}

export function askRun(
  app: App,
  method: "PUT" | "PATCH" | "DELETE",
  id: string,
  body?: unknown,
  headers = fromPage(app),
) {
  return fetch(`${app.url}${WORKSPACE_RUNS_PATH}${id}`, {
    method,
    headers: { ...headers, "Content-Type": "application/json" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function putRun(app: App, run: Run, pace: RunPace = { tasksAtOnce: 2, submissionsPerMinute: 120 }) {
  const answer = await askRun(app, "PUT", run.id, { run, pace });
  if (answer.status !== 200) throw new Error(`PUT run answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as Run;
}

/** The run as the workspace's stream tells a page that opens now (its latest change). */
export async function heardRun(app: App, id: string): Promise<SharedRun | undefined> {
  const events = await readEvents(`${app.url}${WORKSPACE_EVENTS_PATH}?since=0`, fromPage(app));
  try {
    for (;;) {
      const runs = (JSON.parse((await events.next("runs", 2_000)).data) as unknown[]).map((run) =>
        sharedRunSchema.parse(run),
      );
      const found = runs.find((run) => run.id === id);
      if (found) return found;
    }
  } catch {
    return undefined;
  } finally {
    events.close();
  }
}

/** The prompts of the submissions the sandbox received, in order. */
export async function sandboxPosts(app: App): Promise<string[]> {
  const { requests } = (await (await fetch(`${app.url}${SANDBOX_REQUESTS_PATH}`)).json()) as {
    requests: { method: string; path: string; body: unknown }[];
  };
  // Logged parsed when it read as JSON, else as text.
  const promptOf = (body: unknown) => {
    try {
      const read = (typeof body === "string" ? JSON.parse(body) : body) as { prompt?: unknown } | null;
      return String(read?.prompt ?? "?");
    } catch {
      return "?";
    }
  };
  return requests.filter((request) => request.method === "POST").map((request) => promptOf(request.body));
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
