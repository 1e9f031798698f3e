import { beforeAll, expect } from "vitest";
import { Hono } from "hono";
import { z } from "zod/mini";
import {
  nextAnswerSchema,
  queueNextPath,
  QUEUES_API,
  reviewQueueSchema,
  type NextAnswer,
  type ReviewQueue,
} from "../../src/contract/review-queues.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { configFromEnv } from "../app/config.ts";
import { queueRoutes } from "../app/queue-routes.ts";
import { accessGate } from "../access/gate.ts";
import { gateMiddleware } from "../access/gate-middleware.ts";
import type { AppEnv } from "../http/env.ts";
import { nodeServer } from "../http/node-server.ts";
import { openDatabase, type DatabaseSettings } from "../workspace/database.ts";
import { listen, type TestApp } from "./app-server.ts";
import type { TestDatabase } from "./databases.ts";
import { call, joinAs, OWNER, ownerEnv, signIn } from "./people.ts";
import { submitAs } from "./shares.ts";
import { tempDataDir } from "./temp-data-dir.ts";
import { appOnAll } from "./workspace-app.ts";

// Review queues for the tests (issue 28), over real HTTP: a workspace with an owner, two
// reviewers and a viewer signed in and a dozen tasks sent; and a second instance on the same
// database whose queue routes read a clock the test moves.

type App = Pick<TestApp, "url">;

export const REVIEWER = "reviewer@taskdeck.test";
export const OTHER = "second-reviewer@taskdeck.test";
export const OWNER_EMAIL = OWNER.email;

/** The workspace's tasks, 1 to 12: each test queues keys of its own, since a verdict on one counts in every queue. */
export const queuedKey = (n: number) => `key-queued-${String(n).padStart(4, "0")}`;
const TASKS = 12;

export function queueWorkspace(fresh: () => Promise<TestDatabase>) {
  const workspace = appOnAll(fresh, { ...ownerEnv(), SANDBOX_TASK_SECONDS: "1" });
  const held = { workspace, owner: "", reviewer: "", other: "", viewer: "" };
  beforeAll(async () => {
    const { app } = workspace;
    held.owner = await signIn(app);
    [held.reviewer, held.other, held.viewer] = await Promise.all([
      joinAs(app, held.owner, "reviewer"),
      joinAs(app, held.owner, "reviewer", OTHER),
      joinAs(app, held.owner, "viewer"),
    ]);
    for (let n = 1; n <= TASKS; n++) await submitAs(app, held.reviewer, queuedKey(n), `A queued heron, take ${n}`);
  });
  return held;
}

export const making = (app: App, session: string | null, body: unknown) =>
  call(app, "POST", QUEUES_API.list, { body, session });

/** A queue made by `session`, which must be made (201). */
export async function madeQueue(app: App, session: string, body: unknown): Promise<ReviewQueue> {
  const answer = await making(app, session, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return reviewQueueSchema.parse(await answer.json());
}

/** A queue of these keys, made by `session`, for `assignees`. */
export const keysQueue = (app: App, session: string, keys: string[], assignees: string[], name = "A queue") =>
  madeQueue(app, session, { name, source: { kind: "tasks", keys }, assignees });

export const asking = (app: App, session: string | null, id: string) =>
  call(app, "POST", queueNextPath(id), { session });

/** `session`'s Next, which must answer 200. */
export async function next(app: App, session: string, id: string): Promise<NextAnswer> {
  const answer = await asking(app, session, id);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return nextAnswerSchema.parse(await answer.json());
}

/** The key Next gave, or null. */
export const keyOf = (answer: NextAnswer) => answer.item?.key ?? null;

/** A verdict by `session` through the workspace's verdict route, as a page gives it. */
export async function judge(app: App, session: string, key: string, verdict: Record<string, unknown>) {
  const body = { tags: [], note: "", pins: [], ...verdict, updatedAt: Date.now() };
  const answer = await call(app, "PUT", `${WORKSPACE_VERDICTS_PATH}${key}`, { body, session });
  expect(answer.status).toBe(204);
}

export async function queues(app: App, session: string): Promise<ReviewQueue[]> {
  const answer = await call(app, "GET", QUEUES_API.list, { session });
  expect(answer.status).toBe(200);
  return z.array(reviewQueueSchema).parse(await answer.json());
}

/**
 * Another instance of the workspace on the same database, answering only the queue routes (behind
 * the gate, so the same sessions work) and leasing by `clock.now`, which the test moves.
 */
export async function clockedInstance(settings: DatabaseSettings, clock: { now: number }): Promise<TestApp> {
  const config = configFromEnv({ DATA_DIR: tempDataDir() });
  const database = await openDatabase(settings);
  const gate = accessGate(Promise.resolve(database), config.access, () => false);
  const app = new Hono<AppEnv>();
  app.use(gateMiddleware(gate));
  const guard = { allowedOrigins: [], requireSameOrigin: false };
  queueRoutes(app, Promise.resolve({ database }), guard, { now: () => clock.now });
  const served = await listen(nodeServer(app));
  return {
    url: served.url,
    close: async () => {
      await served.close();
      await database.close();
    },
  };
}
