import { beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test/databases.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { changesSince } from "./shared-changes.ts";
import { sharedSince } from "./shared-tasks.ts";

// On both databases: a page of the workspace's changes is bounded in text as well as in rows (a
// body may hold an image), and a page cut short by its text never skips a change after it.

const submission = (seq: number, chars: number) => ({
  key: `key-paged-${String(seq).padStart(4, "0")}`,
  body: JSON.stringify({ prompt: "x".repeat(chars) }),
  body_hash: `hash-${seq}`,
  sent_by: "local",
  created_at: seq,
  state: "unknown" as const,
  change_seq: seq,
});

describe.each(DATABASE_KINDS)("pages of changes on $kind", ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  beforeEach(async () => {
    // Tasks at changes 1, 2, 3, 5 and 6, an item at 4: each task's body about 1,000 characters.
    await workspace.opened.db
      .insertInto("submissions")
      .values([1, 2, 3, 5, 6].map((seq) => submission(seq, 1_000)))
      .execute();
    await workspace.opened.db
      .insertInto("items")
      .values({ kind: "presets", id: "p-1", item: "{}", updated_at: 1, change_seq: 4 })
      .execute();
  });

  it("stops a page of tasks once its text passes the bound, one task at least, and reads on from there", async () => {
    const first = await sharedSince(workspace.opened, 0, 100, true, 2_500);
    expect(first.tasks.map((task) => task.change)).toEqual([1, 2]);
    expect(first).toMatchObject({ cursor: 2, more: true });
    const alone = await sharedSince(workspace.opened, first.cursor, 100, true, 10);
    expect(alone.tasks.map((task) => task.change)).toEqual([3]);
    const rest = await sharedSince(workspace.opened, 3, 100, true);
    expect(rest.tasks.map((task) => task.change)).toEqual([5, 6]);
    expect(rest.more).toBe(false);
  });

  it("counts every person's verdict on a task in a page's text", async () => {
    const note = "n".repeat(1_000);
    const verdict = (by: string) => ({
      task_key: "key-paged-0001",
      by,
      verdict: JSON.stringify({ note }),
      updated_at: 1,
    });
    await workspace.opened.db
      .insertInto("verdicts")
      .values([verdict("one@taskdeck.test"), verdict("two@taskdeck.test")])
      .execute();
    // About 3,000 characters in the first task with its two verdicts: the second would pass 3,500.
    const first = await sharedSince(workspace.opened, 0, 100, true, 3_500);
    expect(first.tasks.map((task) => task.change)).toEqual([1]);
    expect(first.tasks[0]!.verdicts!.map((kept) => kept.by)).toEqual(["one@taskdeck.test", "two@taskdeck.test"]);
  });

  it("does not pass a page of tasks cut short: the item after it comes on the next page", async () => {
    const pages: number[][] = [];
    for (let since = 0, more = true; more;) {
      const page = await changesSince(workspace.opened, since, 10, true, 2_500);
      pages.push(page.changes.map((change) => change.change));
      [since, more] = [page.cursor, page.more];
    }
    expect(pages).toEqual([[1, 2], [3, 4, 5], [6]]);
  });
});
