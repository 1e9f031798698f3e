import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { DB_NAME, database } from "./db.ts";

// A database as version 1 of the app wrote it (its upgrade code, verbatim), opened by this one.
describe("the database upgrade", () => {
  it("keeps every draft and task a version 1 database holds, and adds the stores of later versions", async () => {
    const old = await openDB(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("drafts");
        db.createObjectStore("tasks");
      },
    });
    const task = { id: "t1", mode: "video", body: { prompt: "a cat" }, submittedAt: 5, state: "accepted" };
    await old.put("drafts", { video: { prompt: "draft" } }, "composer");
    await old.put("tasks", task, "t1");
    old.close();

    const db = await database();
    expect(db.version).toBe(5);
    expect([...db.objectStoreNames].sort()).toEqual(["drafts", "judgements", "presets", "runs", "tasks", "verdicts"]);
    expect(await db.get("tasks", "t1")).toEqual(task);
    expect(await db.get("drafts", "composer")).toEqual({ video: { prompt: "draft" } });
    // Version 5 indexes the tasks by when they were sent, those stored before included.
    expect(await db.getAllKeysFromIndex("tasks", "submittedAt", IDBKeyRange.lowerBound(5))).toEqual(["t1"]);
    await db.put("verdicts", { outcome: "pass", updatedAt: 1 }, "t1");
    expect(await db.count("verdicts")).toBe(1);
  });
});
