import { describe, expect, it, vi } from "vitest";
import { DB_NAME } from "./db.ts";
import { readDrafts, readDraftsAhead, saveStoredDrafts, takeDraftsReadAhead } from "./drafts-store.ts";

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

/** What the read ahead found, once it has found it (taking it, as the drafts query does). */
const takenWhenRead = () =>
  vi.waitFor(() => {
    const drafts = takeDraftsReadAhead();
    if (drafts === undefined) throw new Error("the read ahead is still under way");
    return drafts;
  });

// The tests share the module's one read ahead, in this order.
describe("the drafts read ahead (a first visit)", () => {
  it("finds none where there is no database yet, without making one", async () => {
    void readDraftsAhead();
    expect(await takenWhenRead()).toBeNull();
    expect(await databaseNames()).not.toContain(DB_NAME);
  });

  it("gives what it read to the first query that takes it, and to no later one", async () => {
    await saveStoredDrafts({ mode: "video", video: { prompt: "a fox" } });
    void readDraftsAhead();
    expect(await takenWhenRead()).toEqual({ mode: "video", video: { prompt: "a fox" } });
    expect(takeDraftsReadAhead()).toBeUndefined();
  });

  it("is read through by a query that comes while it is under way; the next query reads afresh", async () => {
    void readDraftsAhead();
    expect(takeDraftsReadAhead()).toBeUndefined();
    expect(await readDrafts()).toEqual({ mode: "video", video: { prompt: "a fox" } });
    await saveStoredDrafts({ mode: "3d" });
    expect(await readDrafts()).toEqual({ mode: "3d" });
    expect(takeDraftsReadAhead()).toBeUndefined();
  });

  it("is forgotten when drafts are saved meanwhile: the query reads what was saved", async () => {
    await readDraftsAhead();
    await saveStoredDrafts({ mode: "video", video: { prompt: "saved after" } });
    expect(takeDraftsReadAhead()).toBeUndefined();
    expect(await readDrafts()).toEqual({ mode: "video", video: { prompt: "saved after" } });
  });
});
