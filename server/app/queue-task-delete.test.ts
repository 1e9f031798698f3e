import { describe, expect, it } from "vitest";
import { WORKSPACE_TASKS_PATH } from "../../src/contract/shared-task.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call } from "../test/people.ts";
import { judge, keysQueue, next, OTHER, queuedKey, queues, queueWorkspace, REVIEWER } from "../test/queues.ts";

// Issues 28 and 29 over real HTTP on both databases: a task deleted from the workspace leaves
// every review queue that held it. Its queue counts it no more (done or not), Next never hands it
// out again and counts only what is left, and a verdict for it is refused.

const K1 = queuedKey(1);
const K2 = queuedKey(2);
const K3 = queuedKey(3);
const K4 = queuedKey(4);

describe.each(DATABASE_KINDS)("a deleted task in review queues, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  const held = queueWorkspace(fresh);

  it("leaves every queue holding it, its counts and Next with it, and takes no verdict", async () => {
    const { app } = held.workspace;
    const queue = await keysQueue(app, held.owner, [K1, K2, K3], [REVIEWER, OTHER], "Deleted from");
    const other = await keysQueue(app, held.reviewer, [K2, K4], [REVIEWER], "Also holds it");
    await judge(app, held.reviewer, K2, { outcome: "pass" });
    const listed = async (id: string) => (await queues(app, held.owner)).find((each) => each.id === id);
    expect(await listed(queue.id)).toMatchObject({ total: 3, done: 1, progress: [{ judged: 1 }, { judged: 0 }] });

    // K1 not judged, its sender deletes it; K2 judged, the owner deletes it.
    const remove = (key: string, session: string) => call(app, "DELETE", `${WORKSPACE_TASKS_PATH}/${key}`, { session });
    expect((await remove(K1, held.reviewer)).status).toBe(204);
    expect((await remove(K2, held.owner)).status).toBe(204);

    expect(await listed(queue.id)).toMatchObject({
      total: 1,
      done: 0,
      progress: [
        { person: REVIEWER, judged: 0 },
        { person: OTHER, judged: 0 },
      ],
    });
    expect(await listed(other.id)).toMatchObject({ total: 1, done: 0, progress: [{ person: REVIEWER, judged: 0 }] });
    // Next skips what was deleted: the one item left, the first of one.
    expect((await next(app, held.reviewer, queue.id)).item).toEqual({ key: K3, position: 1, total: 1 });
    expect(await next(app, held.other, queue.id)).toEqual({ item: null, reason: "held" });
    expect((await next(app, held.reviewer, other.id)).item).toEqual({ key: K4, position: 1, total: 1 });

    const verdict = { outcome: "fail", rating: null, tags: [], note: "", pins: [], updatedAt: Date.now() };
    const late = await call(app, "PUT", `${WORKSPACE_VERDICTS_PATH}${K1}`, { body: verdict, session: held.other });
    expect(late.status).toBe(404);
    expect(await listed(queue.id)).toMatchObject({ total: 1, done: 0 });
  });
});
