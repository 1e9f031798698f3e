import { describe, expect, it } from "vitest";
import { newDeckEntry, type DeckEntry } from "../../lib/deck-entry.ts";
import { sharedChange, sharedEntry } from "./shared-entry.ts";
import { makeSharedTask, SHARED_BODY } from "../../test/shared-tasks.ts";

const body = SHARED_BODY;

const shared = makeSharedTask;

const local = (fields: Partial<DeckEntry> = {}) =>
  newDeckEntry({ id: "key-0001", mode: "video", baseUrl: "", body, submittedAt: 990, ...fields });

describe("a task another page sent", () => {
  it("becomes an entry of this browser, with the answer and the record", () => {
    const entry = sharedEntry(shared({ followed: true, record: { request_id: "req-1", status: "RUNNING" } }));
    expect(entry).toMatchObject({ id: "key-0001", mode: "video", baseUrl: "", body, submittedAt: 1_000 });
    expect(entry).toMatchObject({ state: "accepted", requestId: "req-1", serverFollows: true, updatedAt: 1_100 });
    expect(entry.record?.status).toBe("RUNNING");
  });

  it("with no answer, or one naming no task, is unknown; with a 5xx failed (the service's status kept)", () => {
    expect(sharedEntry(shared({ state: "unknown", status: null, requestId: null, record: null })).state).toBe(
      "unknown",
    );
    expect(sharedEntry(shared({ status: 200, requestId: null, record: null })).state).toBe("unknown");
    const failed = sharedEntry(shared({ status: 502, requestId: null, record: null }));
    expect(failed).toMatchObject({ state: "failed", failure: { kind: "http", status: 502 } });
    expect(sharedEntry(shared({ body: { model: "bytedance/doubao-seed3d-1.0" } })).mode).toBe("3d");
  });

  it("keeps a check's failure as this browser words it, and a record it cannot read as none", () => {
    const entry = sharedEntry(
      shared({ followed: true, failedChecks: 2, problem: { code: "http", status: 500 }, record: { nope: 1 } }),
    );
    expect(entry).toMatchObject({ pollError: { code: "http", status: 500 }, failedChecks: 2, record: null });
  });
});

describe("a task this browser sent", () => {
  it("takes the answer a reload lost, and never replaces one it has", () => {
    expect(sharedChange(shared(), local({ state: "unknown" }))).toMatchObject({
      state: "accepted",
      requestId: "req-1",
    });
    expect(sharedChange(shared(), local({ state: "sending" }))).toMatchObject({ state: "accepted" });
    const held = { inWorkspace: true } as const;
    expect(sharedChange(shared(), local({ state: "accepted", requestId: "req-1", ...held }))).toBeNull();
    // Unknown here and unknown there: nothing better to say.
    const unreadable = shared({ requestId: null, record: null });
    expect(sharedChange(unreadable, local({ state: "unknown", ...held }))).toBeNull();
  });

  it("is marked as held by the workspace once heard, so it is never offered to move in", () => {
    expect(sharedChange(shared(), local({ state: "accepted", requestId: "req-1" }))).toEqual({ inWorkspace: true });
    expect(sharedChange(shared(), local({ state: "accepted", requestId: "req-1", inWorkspace: true }))).toBeNull();
  });

  it("takes the server's records when the server follows it, and tells the poller to leave it", () => {
    const change = sharedChange(
      shared({ followed: true, record: { request_id: "req-1", status: "SUCCESS" }, recordAt: 5_000 }),
      local({ state: "accepted", requestId: "req-1" }),
    );
    expect(change).toMatchObject({ serverFollows: true, updatedAt: 5_000, pollError: null, gone: false });
    expect(change?.record?.status).toBe("SUCCESS");
    // Followed no more (FOLLOW_TASKS=0 since): this page checks it again.
    const local_ = local({ state: "accepted", requestId: "req-1", serverFollows: true, inWorkspace: true });
    expect(sharedChange(shared({ followed: false }), local_)).toEqual({ serverFollows: false });
  });
});
