import { beforeAll, expect } from "vitest";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { SUBMISSION_KEY_HEADER, SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { sharedPageSchema, WORKSPACE_TASKS_PATH, type SharedTask } from "../../src/contract/shared-task.ts";
import {
  madeShareSchema,
  SHARE_PAGE,
  SHARES_API,
  sharedViewSchema,
  type MadeShare,
  type ShareRequest,
} from "../../src/contract/shares.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import type { TestApp } from "./app-server.ts";
import type { TestDatabase } from "./databases.ts";
import { call, joinAs, ownerEnv, signIn } from "./people.ts";
import { until } from "./run-fixtures.ts";
import { appOnAll } from "./workspace-app.ts";

// Share links for the tests (issue 28, item 6): made over real HTTP by a signed-in person,
// opened as a stranger would (no cookie, no sign of a page), on a workspace whose tasks the
// sandbox has finished and a reviewer has judged.

type App = Pick<TestApp, "url">;
/** A link's request, as a test writes it (`as const`). */
type Asked = Omit<ShareRequest, "targets"> & { targets: readonly string[] };

export const SHARED = { key: "key-shared-fox1", prompt: "A shared fox in the snow" };
export const PRIVATE = { key: "key-private-hare", prompt: "A private hare at dusk" };
export const MODEL = "minimax/t2v-01-director";
export const VERDICT = { outcome: "pass", rating: 4, tags: ["crisp"], note: "The fox is sharp.", pins: [] };

/** A link made by `session`, which must be made (201). */
export async function madeShare(app: App, session: string, body: Asked): Promise<MadeShare> {
  const answer = await call(app, "POST", SHARES_API.list, { body, session });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return madeShareSchema.parse(await answer.json());
}

/** The token of a link: what follows the share page's path. */
export const tokenOf = (share: Pick<MadeShare, "link">) => share.link.slice(SHARE_PAGE.length);

/** A link opened by someone with no account: no cookie, nothing but what they are given. */
export const opening = (app: App, token: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${SHARES_API.open}${token}`, { headers });

export async function openedView(app: App, token: string) {
  const answer = await opening(app, token);
  expect(answer.status).toBe(200);
  return { answer, text: await answer.clone().text(), view: sharedViewSchema.parse(await answer.json()) };
}

/** A file through a link, or any other path under it, as a stranger asks. */
export const throughShare = (app: App, path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers });

/** A video task sent through the workspace's journal by `session`, as a page sends it. */
export async function submitAs(app: App, session: string, key: string, prompt: string) {
  const headers = { Authorization: `Bearer ${SANDBOX_TOKEN}`, [SUBMISSION_KEY_HEADER]: key };
  const answer = await call(app, "POST", SUBMIT_PATH, { body: { model: MODEL, prompt }, session, headers });
  expect(answer.status).toBe(200);
}

/** The workspace's tasks as a signed-in page reads them. */
export async function workspaceTasks(app: App, session: string): Promise<SharedTask[]> {
  const answer = await call(app, "GET", `${WORKSPACE_TASKS_PATH}?since=0`, { session });
  return sharedPageSchema.parse(await answer.json()).tasks;
}

const statusOf = (task: SharedTask | undefined) => (task?.record as { status?: string } | null)?.status;

/** Once each of `keys` is COMPLETED: the workspace's tasks. */
export const completed = (app: App, session: string, keys: string[]) =>
  until(
    () => workspaceTasks(app, session),
    (tasks) => keys.every((key) => statusOf(tasks.find((task) => task.key === key)) === "COMPLETED"),
  );

/**
 * A sandbox workspace with an owner, a reviewer and a viewer signed in, and two finished tasks:
 * SHARED, judged by the reviewer, and PRIVATE, which no test shares alone.
 */
export function sharingWorkspace(fresh: () => Promise<TestDatabase>) {
  const quick = { SANDBOX_TASK_SECONDS: "1", FOLLOW_POLL_SECONDS: "1" };
  // Its control plane on: a test expires a task's links (the archive's copies outlive them).
  const workspace = appOnAll(fresh, { ...ownerEnv(), ...quick, SANDBOX_CONTROL: "1" });
  const held = { workspace, owner: "", reviewer: "", viewer: "", requestIds: [] as string[] };
  beforeAll(async () => {
    const { app } = workspace;
    held.owner = await signIn(app);
    [held.reviewer, held.viewer] = await Promise.all([
      joinAs(app, held.owner, "reviewer"),
      joinAs(app, held.owner, "viewer"),
    ]);
    await submitAs(app, held.reviewer, SHARED.key, SHARED.prompt);
    await submitAs(app, held.reviewer, PRIVATE.key, PRIVATE.prompt);
    const tasks = await completed(app, held.owner, [SHARED.key, PRIVATE.key]);
    held.requestIds = tasks.map((task) => task.requestId!);
    expect(held.requestIds).toHaveLength(2);
    const verdict = { ...VERDICT, updatedAt: Date.now() };
    const judged = await call(app, "PUT", `${WORKSPACE_VERDICTS_PATH}${SHARED.key}`, {
      body: verdict,
      session: held.reviewer,
    });
    expect(judged.status).toBe(204);
  });
  return held;
}
