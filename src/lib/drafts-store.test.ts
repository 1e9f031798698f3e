import { describe, expect, it, vi } from "vitest";
import { DB_NAME, database } from "./db.ts";
import {
  DRAFTS_KEY,
  FRESH_MS,
  readDrafts,
  readDraftsAhead,
  saveStoredDrafts,
  takeDraftsReadAhead,
} from "./drafts-store.ts";

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

/** What the read ahead found, once it has found it (taking it, as the drafts query does). */
const takenWhenRead = () =>
  vi.waitFor(() => {
    const drafts = takeDraftsReadAhead();
    if (drafts === undefined) throw new Error("the read ahead is still under way");
    return drafts;
  });

/** Stores drafts as another tab would: past this page's save, which forgets a read ahead. */
const storeElsewhere = async (drafts: unknown) => (await database()).put("drafts", drafts, DRAFTS_KEY);

const FOX = { mode: "video", video: { prompt: "a fox" } };
const OWL = { mode: "video", video: { prompt: "an owl" } };

// The tests share the module's one read ahead, in this order.
describe("the drafts read ahead (a first visit)", () => {
  it("finds none where there is no database yet, without making one", async () => {
    void readDraftsAhead();
    expect(await takenWhenRead()).toBeNull();
    expect(await databaseNames()).not.toContain(DB_NAME);
  });

  it("gives what it read to the first query that takes it, and to no later one", async () => {
    await saveStoredDrafts(FOX);
    void readDraftsAhead();
    expect(await takenWhenRead()).toEqual(FOX);
    expect(takeDraftsReadAhead()).toBeUndefined();
    // The next query reads what is stored now.
    await storeElsewhere(OWL);
    expect(await readDrafts()).toEqual(OWL);
  });

  it("is read through by a query that comes while it is under way, which takes it", async () => {
    await storeElsewhere(FOX);
    void readDraftsAhead();
    expect(takeDraftsReadAhead()).toBeUndefined();
    expect(await readDrafts()).toEqual(FOX);
    expect(takeDraftsReadAhead()).toBeUndefined();
  });

  it("is what the query's read gives once it is done, and only once", async () => {
    await storeElsewhere(FOX);
    await readDraftsAhead();
    await storeElsewhere(OWL);
    expect(await readDrafts()).toEqual(FOX);
    expect(await readDrafts()).toEqual(OWL);
  });

  it("is forgotten when drafts are saved meanwhile: the query reads what was saved", async () => {
    await readDraftsAhead();
    await saveStoredDrafts({ mode: "video", video: { prompt: "saved after" } });
    expect(takeDraftsReadAhead()).toBeUndefined();
    expect(await readDrafts()).toEqual({ mode: "video", video: { prompt: "saved after" } });
  });

  it("is forgotten when no query took it soon: one made later reads afresh", async () => {
    await storeElsewhere(FOX);
    await readDraftsAhead();
    await storeElsewhere(OWL);
    await new Promise((done) => setTimeout(done, FRESH_MS + 50));
    expect(takeDraftsReadAhead()).toBeUndefined();
    expect(await readDrafts()).toEqual(OWL);
  });
});
