import { openDB } from "idb";
import { describe, expect, it } from "vitest";
import { DB_NAME, database } from "./db.ts";

// A database as version 2 of the app wrote it (its upgrade code, verbatim), opened by this one.
// A file of its own: `database()` opens once per page.
describe("the database upgrade from version 2", () => {
  it("keeps every draft, task and verdict, and adds the runs, presets and judgements stores", async () => {
    const old = await openDB(DB_NAME, 2, {
      upgrade(db, oldVersion) {
        if (oldVersion < 1) {
          db.createObjectStore("drafts");
          db.createObjectStore("tasks");
        }
        if (oldVersion < 2) db.createObjectStore("verdicts");
      },
    });
    await old.put("drafts", { video: { prompt: "draft" } }, "composer");
    await old.put("tasks", { id: "t1", state: "accepted" }, "t1");
    await old.put("verdicts", { outcome: "fail", rating: 2, tags: ["blurry"], updatedAt: 3 }, "t1");
    old.close();

    const db = await database();
    expect(db.version).toBe(5);
    expect([...db.objectStoreNames].sort()).toEqual(["drafts", "judgements", "presets", "runs", "tasks", "verdicts"]);
    expect(await db.get("drafts", "composer")).toEqual({ video: { prompt: "draft" } });
    expect(await db.get("tasks", "t1")).toEqual({ id: "t1", state: "accepted" });
    expect(await db.get("verdicts", "t1")).toEqual({ outcome: "fail", rating: 2, tags: ["blurry"], updatedAt: 3 });
    await db.put("runs", { id: "r1" }, "r1");
    await db.put("presets", { id: "p1" }, "p1");
    expect([await db.count("runs"), await db.count("presets")]).toEqual([1, 1]);
  });
});
