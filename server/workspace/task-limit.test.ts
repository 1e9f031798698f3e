import { beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test/databases.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { submissionJournal } from "./submissions.ts";
import { taskLimit, unheld } from "./task-limit.ts";

// The workspace's bound on its tasks, on both databases: exact near the limit, whoever wrote
// the rows; further off, a count at most two seconds old plus this instance's own writes.

const task = (key: string, requestId: string | null = null) => ({
  key,
  submittedAt: 1,
  body: {},
  requestId,
  record: null,
  verdict: null,
});

describe.each(DATABASE_KINDS)("the workspace's task limit on $kind", ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  let clock: number;
  /** Rows written as another instance writes them: behind this limit's back. */
  const writeBehind = async (keys: string[], requestId: (key: string) => string | null = () => null) => {
    for (const key of keys)
      await workspace.opened.db
        .insertInto("submissions")
        .values({ key, body: key, body_hash: key, sent_by: "local", created_at: 1, state: "sending" })
        .execute();
    for (const key of keys)
      if (requestId(key))
        await workspace.opened.db
          .updateTable("submissions")
          .set({ request_id: requestId(key) })
          .where("key", "=", key)
          .execute();
  };

  beforeEach(async () => {
    clock = 1_800_000_000_000;
  });

  it("counts every time near the limit, so another instance's tasks are seen at once", async () => {
    const limit = taskLimit(workspace.opened, 5, () => clock);
    expect(await limit.room(1)).toEqual({ room: 5, held: 0 });
    await writeBehind(["other-0001", "other-0002", "other-0003"]);
    expect(await limit.room(1)).toEqual({ room: 2, held: 3 });
    const journal = submissionJournal(workspace.opened, 60_000, () => clock, undefined, undefined, limit);
    expect((await journal.claim("mine-00001", "a", "local")).kind).toBe("new");
    expect((await journal.claim("mine-00002", "b", "local")).kind).toBe("new");
    expect(await journal.claim("mine-00003", "c", "local")).toEqual({ kind: "full", held: 5, max: 5 });
    // A refused submission is forgotten: its room comes back.
    await journal.forget("mine-00002");
    expect((await journal.claim("mine-00003", "c", "local")).kind).toBe("new");
  });

  it("far from it, counts again only every two seconds, adding what it wrote itself meanwhile", async () => {
    const limit = taskLimit(workspace.opened, 10_000, () => clock);
    await writeBehind(["other-0001"]);
    expect(await limit.room(1)).toEqual({ room: 9_999, held: 1 });
    await writeBehind(["other-0002", "other-0003"]);
    limit.took(4);
    expect(await limit.room(1)).toEqual({ room: 9_995, held: 5 });
    clock += 2_000;
    expect(await limit.room(1)).toEqual({ room: 9_997, held: 3 });
    // A batch that would come within the slack of the limit is counted at once.
    await writeBehind(["other-0004"]);
    expect(await limit.room(9_500)).toEqual({ room: 9_996, held: 4 });
  });

  it("tells how many of a batch the workspace does not hold, by key or by request_id, each once", async () => {
    await writeBehind(["held-00001", "held-00002"], (key) => (key === "held-00002" ? "req-held" : null));
    const batch = [
      task("held-00001"),
      task("new-000001", "req-held"),
      task("new-000002", "req-new"),
      task("new-000002", "req-new"),
      task("new-000003", "req-new"),
      task("new-000004"),
    ];
    expect(await unheld(workspace.opened.db, batch)).toBe(2);
    expect(await unheld(workspace.opened.db, [])).toBe(0);
  });
});
