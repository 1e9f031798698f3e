import { describe, expect, it } from "vitest";
import type { SharedTask } from "../../contract/shared-task.ts";
import { database } from "../../lib/db.ts";
import { newDeckEntry } from "../../lib/deck-entry.ts";
import { toStored } from "../../lib/stored-entry.ts";
import { ledgerTabs } from "../../test/ledger-tabs.ts";
import { takeShared } from "./shared-entry.ts";
import { makeSharedTask, SHARED_BODY } from "../../test/shared-tasks.ts";

// What the workspace's stream brings, written into this browser's ledger (IndexedDB, for real).

const tab = ledgerTabs();
const body = SHARED_BODY;

const shared = (key: string): SharedTask =>
  makeSharedTask({
    key,
    change: 1,
    requestId: `req-${key}`,
    record: { request_id: `req-${key}`, status: "SUCCESS" },
  });

describe("takeShared", () => {
  it("adds the tasks it has not heard of, kept for the next visit", async () => {
    const ledger = await tab();
    await takeShared(ledger, ["key-a001", "key-b001", "key-c001"].map(shared));
    expect(
      ledger
        .list()
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(["key-a001", "key-b001", "key-c001"]);
    expect(ledger.get("key-b001")).toMatchObject({ fromWorkspace: true, state: "accepted", requestId: "req-key-b001" });
    expect((await tab()).count()).toBe(3);
  });

  it("changes, not replaces, one another tab stored that this tab has not heard of yet", async () => {
    const ledger = await tab();
    // This browser's own submission, stored by another tab whose word has not come: no answer known there yet.
    const own = newDeckEntry({ id: "key-own01", mode: "video", baseUrl: "", body, submittedAt: 990 });
    await (await database()).put("tasks", toStored({ ...own, state: "sending" }), own.id);
    await takeShared(ledger, [shared("key-own01"), shared("key-new01")]);
    // Its own time kept, what it did not know (the answer) taken; not marked as another's.
    expect(ledger.get("key-own01")).toMatchObject({ submittedAt: 990, state: "accepted", requestId: "req-key-own01" });
    expect(ledger.get("key-own01")?.fromWorkspace).toBeFalsy();
    expect(ledger.get("key-new01")).toMatchObject({ fromWorkspace: true });
  });

  it("forgets a task deleted from the workspace, in this tab and for the next visit, and adds none it never had", async () => {
    const ledger = await tab();
    await takeShared(ledger, [shared("key-del01"), shared("key-kept1")]);
    await takeShared(ledger, [
      { ...shared("key-del01"), change: 2, removed: true },
      { ...shared("key-gone1"), removed: true },
    ]);
    expect(ledger.list().map((entry) => entry.id)).toEqual(["key-kept1"]);
    expect((await tab()).count()).toBe(1);
  });

  it("takes where the workspace's copies of a task's files stand", async () => {
    const ledger = await tab();
    const file = { n: 0, name: "video.mp4", url: "https://files.example.com/v.mp4", reason: null };
    await takeShared(ledger, [{ ...shared("key-arc01"), archive: [{ ...file, state: "pending" }] }]);
    await takeShared(ledger, [{ ...shared("key-arc01"), change: 2, archive: [{ ...file, state: "archived" }] }]);
    expect(ledger.get("key-arc01")?.archive).toEqual([{ ...file, state: "archived" }]);
  });
});
