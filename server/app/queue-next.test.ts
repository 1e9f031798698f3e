import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_LEASE_MS, QUEUES_API } from "../../src/contract/review-queues.ts";
import type { TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, problemOf } from "../test/people.ts";
import {
  asking,
  clockedInstance,
  judge,
  keyOf,
  keysQueue,
  next,
  OTHER,
  OWNER_EMAIL,
  queuedKey,
  queues,
  queueWorkspace,
  REVIEWER,
} from "../test/queues.ts";
import { appOnAll } from "../test/workspace-app.ts";
import { submitKeyed } from "../test/keyed-submission.ts";

// Issue 28's review queues' Next over real HTTP on both databases: each assignee is leased the
// next item nobody else holds, gets the one they hold again, skips what is judged; a lease runs
// out (on an instance whose clock the test moves); two asking at once never get the same item.

const notAllowed = { status: 403, code: "role_not_allowed" };
const K7 = queuedKey(7);
const K8 = queuedKey(8);
const K9 = queuedKey(9);
const K10 = queuedKey(10);
const K11 = queuedKey(11);
const K12 = queuedKey(12);

describe.each(DATABASE_KINDS)("review queues' Next on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = queueWorkspace(fresh);
  const clock = { now: Date.now() };
  let clocked: TestApp;
  beforeAll(async () => {
    clocked = await clockedInstance(held.workspace.database.settings, clock);
  });
  afterAll(() => clocked?.close());

  it("gives two reviewers different items, each theirs again, and skips what is judged until none is left", async () => {
    const { app } = held.workspace;
    const queue = await keysQueue(app, held.owner, [K7, K8, K9], [REVIEWER, OTHER]);
    const before = Date.now();
    const first = await next(app, held.reviewer, queue.id);
    expect(first).toEqual({ item: { key: K7, position: 1, total: 3 }, leaseUntil: expect.any(Number) });
    expect(first.item && first.leaseUntil - before).toBeGreaterThanOrEqual(QUEUE_LEASE_MS);
    expect(first.item && first.leaseUntil - Date.now()).toBeLessThanOrEqual(QUEUE_LEASE_MS);
    expect((await next(app, held.other, queue.id)).item).toEqual({ key: K8, position: 2, total: 3 });
    // A reload: the one they hold comes back, not the next.
    expect(keyOf(await next(app, held.reviewer, queue.id))).toBe(K7);
    expect(keyOf(await next(app, held.other, queue.id))).toBe(K8);

    await judge(app, held.reviewer, K7, { outcome: "pass" });
    expect((await next(app, held.reviewer, queue.id)).item).toEqual({ key: K9, position: 3, total: 3 });
    await judge(app, held.other, K8, { rating: 4 });
    expect(await next(app, held.other, queue.id)).toEqual({ item: null, reason: "held" });
    await judge(app, held.reviewer, K9, { outcome: "fail" });
    for (const session of [held.reviewer, held.other])
      expect(await next(app, session, queue.id)).toEqual({ item: null, reason: "done" });
    const listed = (await queues(app, held.owner)).find((each) => each.id === queue.id);
    expect(listed).toMatchObject({ total: 3, done: 3, progress: [{ judged: 2 }, { judged: 1 }] });
  });

  it("answers only the queue's assignees", async () => {
    const { app } = held.workspace;
    const queue = await keysQueue(app, held.reviewer, [K10], [REVIEWER]);
    // Not even an owner: a queue is for the people it names.
    expect(await problemOf(await asking(app, held.owner, queue.id))).toMatchObject(notAllowed);
    expect(await problemOf(await asking(app, held.other, queue.id))).toMatchObject(notAllowed);
    expect(await problemOf(await asking(app, held.viewer, queue.id))).toMatchObject(notAllowed);
    expect((await asking(app, null, queue.id)).status).toBe(401);
    expect((await asking(app, held.reviewer, "no-such-queue")).status).toBe(404);
    expect(keyOf(await next(app, held.reviewer, queue.id))).toBe(K10);
  });

  it("lets a lease run out: the item then goes to whoever asks next", async () => {
    const queue = await keysQueue(held.workspace.app, held.owner, [K11], [REVIEWER, OTHER]);
    clock.now = Date.now();
    expect(await next(clocked, held.reviewer, queue.id)).toEqual({
      item: { key: K11, position: 1, total: 1 },
      leaseUntil: clock.now + QUEUE_LEASE_MS,
    });
    clock.now += QUEUE_LEASE_MS - 1;
    expect(await next(clocked, held.other, queue.id)).toEqual({ item: null, reason: "held" });
    clock.now += 1;
    expect(keyOf(await next(clocked, held.other, queue.id))).toBe(K11);
    expect(await next(clocked, held.reviewer, queue.id)).toEqual({ item: null, reason: "held" });
  });

  it("gives a one-item queue's item to exactly one of three people asking at once, on one instance or two", async () => {
    const { app } = held.workspace;
    clock.now = Date.now();
    const people = [held.reviewer, held.other, held.owner];
    for (const round of [0, 1, 2, 3]) {
      const queue = await keysQueue(app, held.owner, [K12], [REVIEWER, OTHER, OWNER_EMAIL], `Race ${round}`);
      // Each asks twice, through either instance: their second ask may get what their first took.
      const asks = people.flatMap((session, n) => [app, clocked].map((to) => ({ n, at: next(to, session, queue.id) })));
      const answers = await Promise.all(asks.map(async ({ n, at }) => ({ n, key: keyOf(await at) })));
      const winners = new Set(answers.filter((answer) => answer.key !== null).map((answer) => answer.n));
      expect(winners.size).toBe(1);
      for (const { n, key } of answers) expect(key).toBe(winners.has(n) ? K12 : null);
    }
  });
});

describe.each(DATABASE_KINDS)("review queues on a server without accounts, on $kind", ({ fresh }) => {
  const workspace = appOnAll(fresh);

  it("are the local owner's, who is their only assignee", async () => {
    const { app } = workspace;
    expect((await submitKeyed(app, "key-local-queue", "A local wren")).status).toBe(200);
    const people = await call(app, "GET", QUEUES_API.people);
    expect(await people.json()).toEqual(["local"]);
    const refused = await call(app, "POST", QUEUES_API.list, {
      body: {
        name: "Mine",
        source: { kind: "tasks", keys: ["key-local-queue"] },
        assignees: ["someone@taskdeck.test"],
      },
    });
    expect(await problemOf(refused)).toMatchObject({ status: 400, code: "not_assignable" });
    const queue = await keysQueue(app, "", ["key-local-queue"], ["local"]);
    expect(queue).toMatchObject({ madeBy: "local", assignees: ["local"], total: 1 });
    expect(keyOf(await next(app, "", queue.id))).toBe("key-local-queue");
  });
});
