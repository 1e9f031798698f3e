import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ledgerTabs } from "../../test/ledger-tabs.ts";
import { database } from "../../lib/db.ts";
import { FIRST_PAGE, Ledger } from "./ledger.ts";
import { freshEntry as entry, statusRecord as record } from "../../test/deck-entries.ts";

const tab = ledgerTabs();

describe("Ledger", () => {
  it("reads a poll failure stored as text by an earlier version as it is, and one stored as a code", async () => {
    const db = await database();
    // As the version before codes wrote an entry: its poll failure worded, in the language of then.
    await db.put("tasks", { ...entry({ id: "old" }), state: "accepted", pollError: "上次检查收到 HTTP 500。" }, "old");
    const first = await tab();
    await first.add(entry({ id: "new", state: "accepted", pollError: { code: "http", status: 502 } }));
    const reloaded = await tab();
    expect(reloaded.get("old")?.pollError).toBe("上次检查收到 HTTP 500。");
    expect(reloaded.get("new")?.pollError).toEqual({ code: "http", status: 502 });
  });

  it("reads a submission failure's facts back, and none from an old or unreadable entry", async () => {
    const db = await database();
    const failure = { kind: "http", status: 400, said: "prompt is empty", param: "prompt", detail: "x", html: false };
    const { failure: _none, ...old } = entry({ id: "old", state: "refused", error: "Refused." });
    await db.put("tasks", old, "old");
    await db.put(
      "tasks",
      { ...entry({ id: "odd", state: "refused", error: "Refused." }), failure: { kind: 7 } },
      "odd",
    );
    await (
      await tab()
    ).add(entry({ id: "new", state: "refused", error: "Refused.", failure: { ...failure, kind: "http" } }));
    const reloaded = await tab();
    expect(reloaded.get("old")).toMatchObject({ error: "Refused.", failure: null });
    expect(reloaded.get("odd")).toMatchObject({ error: "Refused.", failure: null });
    expect(reloaded.get("new")?.failure).toEqual(failure);
  });

  it("stores an entry before add resolves, and a new ledger (a reload) reads it back", async () => {
    const first = await tab();
    await first.add(entry());
    expect(await (await database()).get("tasks", "e1")).toMatchObject({ id: "e1", state: "sending" });
    await first.update("e1", { state: "accepted", requestId: "r1", record: record("SUBMITTING"), updatedAt: 5 });
    const reloaded = await tab();
    expect(reloaded.list()).toHaveLength(1);
    expect(reloaded.get("e1")).toMatchObject({
      state: "accepted",
      requestId: "r1",
      record: { status: "SUBMITTING", percent: 0 },
    });
  });

  it("lists newest first", async () => {
    const ledger = await tab();
    await ledger.add(entry({ id: "old", submittedAt: 1 }));
    await ledger.add(entry({ id: "new", submittedAt: 3 }));
    await ledger.add(entry({ id: "mid", submittedAt: 2 }));
    expect(ledger.list().map((e) => e.id)).toEqual(["new", "mid", "old"]);
  });

  it("tells other tabs of every change", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.add(entry());
    await waitFor(() => expect(b.get("e1")?.state).toBe("sending"));
    await a.update("e1", { state: "accepted", record: record("QUEUED"), updatedAt: 2 });
    await waitFor(() => expect(b.get("e1")?.record?.status).toBe("QUEUED"));
    await a.remove("e1");
    await waitFor(() => expect(b.list()).toHaveLength(0));
  });

  it("lets two tabs update one entry without undoing each other", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.add(entry({ state: "accepted" }));
    // b has not heard of a's newer record when it writes an older one it fetched earlier.
    await Promise.all([
      a.update("e1", { record: record("IN_PROGRESS", "50%"), updatedAt: 20 }),
      b.update("e1", { record: record("QUEUED"), updatedAt: 10, pollError: null }),
    ]);
    const stored = (await tab()).get("e1");
    expect(stored?.record?.status).toBe("IN_PROGRESS");
    expect(stored?.updatedAt).toBe(20);
  });

  it("stores many entries at once and other tabs reload them", async () => {
    const [a, b] = [await tab(), await tab()];
    await a.putMany(Array.from({ length: 50 }, (_, i) => entry({ id: `bulk-${i}`, submittedAt: i })));
    expect(a.list()[0]?.id).toBe("bulk-49");
    await waitFor(() => expect(b.list()).toHaveLength(50));
  });

  it("shows the newest entries first, with the count of all, then every entry once all are read", async () => {
    const db = await database();
    for (let i = 0; i < 100; i++) await db.put("tasks", entry({ id: `t${i}`, submittedAt: 1000 + i }), `t${i}`);
    const ledger = new Ledger();
    const seen: { ids: string[]; loaded: boolean; count: number }[] = [];
    ledger.subscribe(() =>
      seen.push({ ids: ledger.list().map((e) => e.id), loaded: ledger.loaded, count: ledger.count() }),
    );
    await ledger.ready;
    await waitFor(() => expect(seen.at(-1)?.loaded).toBe(true));
    expect(seen[0]).toEqual({
      ids: Array.from({ length: FIRST_PAGE }, (_, i) => `t${99 - i}`),
      loaded: false,
      count: 100,
    });
    expect(seen.at(-1)?.ids).toHaveLength(100);
    expect(ledger.count()).toBe(100);
  });

  it("keeps a change made while the history is read, rather than what the read found", async () => {
    const db = await database();
    for (let i = 0; i < 40; i++) await db.put("tasks", entry({ id: `t${i}`, submittedAt: 1000 + i }), `t${i}`);
    const [other] = [await tab()];
    const ledger = new Ledger();
    ledger.connect();
    // Heard from another tab before this one has read the store: newer than what the read finds.
    await other.remove("t39");
    await other.update("t0", { state: "accepted", updatedAt: 99 });
    await ledger.ready;
    await waitFor(() => expect(ledger.get("t0")?.state).toBe("accepted"));
    expect(ledger.get("t39")).toBeUndefined();
    expect(ledger.list()).toHaveLength(39);
    ledger.close();
  });

  it("reads the entries submitted since a moment from the store", async () => {
    const ledger = await tab();
    await ledger.putMany([
      entry({ id: "a", submittedAt: 10 }),
      entry({ id: "b", submittedAt: 20 }),
      entry({ id: "c", submittedAt: 30 }),
    ]);
    expect((await ledger.storedSince(20)).map((e) => e.id).sort()).toEqual(["b", "c"]);
  });
});
