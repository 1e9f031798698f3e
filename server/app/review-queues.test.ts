import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ACCESS_API, auditEntrySchema } from "../../src/contract/access.ts";
import { QUEUES_API, queuePath } from "../../src/contract/review-queues.ts";
import { WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, problemOf } from "../test/people.ts";
import {
  asking,
  judge,
  keyOf,
  keysQueue,
  madeQueue,
  making,
  next,
  OTHER,
  OWNER_EMAIL,
  queuedKey,
  queues,
  queueWorkspace,
  REVIEWER,
} from "../test/queues.ts";
import { until, videoRun } from "../test/run-fixtures.ts";
import { workspaceTasks } from "../test/shares.ts";

// Issue 28's review queues over real HTTP on both databases: made from task keys or a run's
// cells, listed with what is done and each assignee's count (read from the verdicts), removed by
// their maker or an owner, and written in the audit log. (Next and its leases: queue-next.test.ts.)

const notAllowed = { status: 403, code: "role_not_allowed" };
const K1 = queuedKey(1);
const K2 = queuedKey(2);
const K3 = queuedKey(3);
const K4 = queuedKey(4);
const K5 = queuedKey(5);
const K6 = queuedKey(6);

describe.each(DATABASE_KINDS)("review queues on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = queueWorkspace(fresh);

  it("holds the keys given, each once in their order, for assignees however their emails are typed", async () => {
    const { app } = held.workspace;
    const queue = await madeQueue(app, held.reviewer, {
      name: "  Night shift ",
      source: { kind: "tasks", keys: [K3, K1, K2, K1] },
      assignees: [REVIEWER, ` ${OWNER_EMAIL.toUpperCase()}`, REVIEWER],
    });
    expect(queue).toMatchObject({ name: "Night shift", madeBy: REVIEWER, assignees: [REVIEWER, OWNER_EMAIL] });
    expect(queue).toMatchObject({ total: 3, done: 0 });
    expect(queue.progress).toEqual([
      { person: REVIEWER, judged: 0 },
      { person: OWNER_EMAIL, judged: 0 },
    ]);
    expect((await next(app, held.reviewer, queue.id)).item).toEqual({ key: K3, position: 1, total: 3 });
    expect((await next(app, held.owner, queue.id)).item).toEqual({ key: K1, position: 2, total: 3 });
  });

  it("holds a run's cells' tasks in the cells' order", async () => {
    const { app } = held.workspace;
    const run = videoRun("run-queued-01", ["A queued owl", "A queued lynx"]);
    const pace = { tasksAtOnce: 2, submissionsPerMinute: 60 };
    const sent = await call(app, "PUT", `${WORKSPACE_RUNS_PATH}${run.id}`, {
      body: { run, pace },
      session: held.owner,
    });
    expect(sent.status).toBe(200);
    const body = { name: "The run", source: { kind: "run", runId: run.id }, assignees: [REVIEWER, OTHER] };
    // Until the run has sent both cells: before, its queue would hold fewer.
    const tasks = await until(
      () => workspaceTasks(app, held.owner),
      (all) => run.cells.every((cell) => all.some((task) => task.body.prompt === cell.body.prompt)),
    );
    const keyOfPrompt = (prompt: string) => tasks.find((task) => task.body.prompt === prompt)!.key;
    const queue = await madeQueue(app, held.owner, body);
    expect(queue).toMatchObject({ madeBy: OWNER_EMAIL, total: 2 });
    expect(keyOf(await next(app, held.other, queue.id))).toBe(keyOfPrompt("A queued owl"));
    expect(keyOf(await next(app, held.reviewer, queue.id))).toBe(keyOfPrompt("A queued lynx"));
  });

  it("refuses an unknown run or key, a viewer, nobody signed in, and an assignee who does not review here", async () => {
    const { app } = held.workspace;
    const before = (await queues(app, held.owner)).length;
    const body = (source: unknown, assignees: unknown = [REVIEWER], name: unknown = "Q") => ({
      name,
      source,
      assignees,
    });
    const tasks = { kind: "tasks", keys: [K1] };
    for (const source of [
      { kind: "run", runId: "run-not-in-here" },
      { kind: "tasks", keys: [K1, "key-not-in-here"] },
    ])
      expect(await problemOf(await making(app, held.reviewer, body(source)))).toMatchObject({
        status: 404,
        code: "not_found",
      });
    expect(await problemOf(await making(app, held.viewer, body(tasks)))).toMatchObject(notAllowed);
    expect((await making(app, null, body(tasks))).status).toBe(401);
    for (const assignees of [["viewer@taskdeck.test"], [REVIEWER, "stranger@taskdeck.test"], ["local"]])
      expect(await problemOf(await making(app, held.reviewer, body(tasks, assignees)))).toMatchObject({
        status: 400,
        code: "not_assignable",
      });
    const malformed = [
      body(tasks, [REVIEWER], ""),
      body(tasks, [REVIEWER], "x".repeat(121)),
      body(tasks, []),
      body({ kind: "tasks", keys: [] }),
      body({ kind: "tasks", keys: Array.from({ length: 2001 }, () => K1) }),
      body({ kind: "everything" }),
      body(
        tasks,
        Array.from({ length: 51 }, (_, n) => `r${n}@taskdeck.test`),
      ),
    ];
    for (const asked of malformed) expect((await making(app, held.reviewer, asked)).status).toBe(400);
    expect(await queues(app, held.owner)).toHaveLength(before);
  });

  it("counts an item done once any assignee judges it, and what each assignee judged", async () => {
    const { app } = held.workspace;
    const queue = await keysQueue(app, held.owner, [K4, K5, K6], [REVIEWER, OTHER], "Counted");
    await judge(app, held.reviewer, K4, { outcome: "pass" });
    await judge(app, held.other, K5, { rating: 3 });
    // Neither a verdict of someone not assigned, nor one with only a note, makes an item done.
    await judge(app, held.owner, K6, { outcome: "fail" });
    await judge(app, held.reviewer, K6, { note: "Look again at the wings." });
    const counted = (await queues(app, held.other)).find((listed) => listed.id === queue.id);
    expect(counted).toMatchObject({ total: 3, done: 2 });
    expect(counted!.progress).toEqual([
      { person: REVIEWER, judged: 1 },
      { person: OTHER, judged: 1 },
    ]);
    await judge(app, held.other, K4, { outcome: "fail", rating: 1 });
    const again = (await queues(app, held.reviewer)).find((listed) => listed.id === queue.id);
    expect(again).toMatchObject({ done: 2, progress: [{ judged: 1 }, { judged: 2 }] });

    const listed = await queues(app, held.reviewer);
    expect(listed[0]!.id).toBe(queue.id);
    const times = listed.map((each) => each.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await problemOf(await call(app, "GET", QUEUES_API.list, { session: held.viewer }))).toMatchObject(
      notAllowed,
    );
  });

  it("lets a reviewer remove their own queues, an owner any, and writes both in the audit log", async () => {
    const { app } = held.workspace;
    const [mine, others] = await Promise.all([
      keysQueue(app, held.reviewer, [K1], [REVIEWER], "Mine"),
      keysQueue(app, held.other, [K1, K2], [OTHER, REVIEWER], "Theirs"),
    ]);
    const removing = (session: string, id: string) => call(app, "DELETE", queuePath(id), { session });
    expect(await problemOf(await removing(held.reviewer, others.id))).toMatchObject(notAllowed);
    expect(await problemOf(await removing(held.viewer, mine.id))).toMatchObject(notAllowed);
    expect((await removing(held.reviewer, "no-such-queue")).status).toBe(404);
    expect((await removing(held.reviewer, mine.id)).status).toBe(204);
    expect((await removing(held.owner, others.id)).status).toBe(204);
    const left = (await queues(app, held.owner)).map((queue) => queue.id);
    expect(left).not.toContain(mine.id);
    expect(left).not.toContain(others.id);
    expect((await asking(app, held.reviewer, others.id)).status).toBe(404);

    const log = z
      .array(auditEntrySchema)
      .parse(await (await call(app, "GET", ACCESS_API.audit, { session: held.owner })).json());
    const entries = log.filter((entry) => entry.action.startsWith("queue-"));
    for (const entry of [
      { actor: OWNER_EMAIL, action: "queue-deleted", detail: `"Theirs", made by ${OTHER}` },
      { actor: REVIEWER, action: "queue-deleted", detail: `"Mine", made by ${REVIEWER}` },
      { actor: OTHER, action: "queue-made", detail: `"Theirs": 2 items, for ${OTHER}, ${REVIEWER}` },
    ])
      expect(entries).toContainEqual(expect.objectContaining(entry));
  });

  it("tells the assignee picker the workspace's reviewers and owners, not its viewers", async () => {
    const { app } = held.workspace;
    const answer = await call(app, "GET", QUEUES_API.people, { session: held.reviewer });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual([OWNER_EMAIL, REVIEWER, OTHER]);
    const refused = await call(app, "GET", QUEUES_API.people, { session: held.viewer });
    expect(await problemOf(refused)).toMatchObject(notAllowed);
  });
});
