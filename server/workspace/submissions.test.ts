import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS, type TestDatabase } from "../test/databases.ts";
import { openDatabase, type WorkspaceDatabase } from "./database.ts";
import { isSubmissionKey, submissionJournal } from "./submissions.ts";

const BODY = JSON.stringify({ model: "T2V-01-Director", prompt: "A fox [Pan left]" });
const IN_FLIGHT_MS = 60_000;

describe.each(DATABASE_KINDS)("the submissions journal on $kind", ({ fresh }) => {
  let test: TestDatabase;
  let opened: WorkspaceDatabase;
  let clock: number;
  const journal = () => submissionJournal(opened.db, IN_FLIGHT_MS, () => clock);

  beforeEach(async () => {
    clock = 1_800_000_000_000;
    test = await fresh();
    opened = await openDatabase(test.settings);
  });
  afterEach(async () => {
    await opened.close();
    await test.drop();
  });

  it("writes a submission ahead, then answers every later claim of its key with the first answer", async () => {
    expect(await journal().claim("key-00000001", BODY, "local")).toEqual({ kind: "new" });
    // Before the answer: the same key again (a second tab, a re-sent POST) is not sent twice.
    expect(await journal().claim("key-00000001", BODY, "local")).toEqual({ kind: "in-flight", since: clock });
    const answer = JSON.stringify({
      code: "success",
      message: "",
      data: { request_id: "req-1", task_id: "t-1", status: "SUBMITTING" },
    });
    await journal().answered("key-00000001", { status: 200, answer, headers: { "content-type": "application/json" } });
    clock += 5_000;
    expect(await journal().claim("key-00000001", BODY, "someone else")).toEqual({
      kind: "answered",
      status: 200,
      answer,
      headers: { "content-type": "application/json" },
    });
  });

  it("makes one of many racing claims of a key the sender", async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => journal().claim("key-racing1", BODY, "local")));
    expect(claims.filter((claim) => claim.kind === "new")).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === "in-flight")).toHaveLength(7);
  });

  it("says the outcome is unknown when no answer came, or the sender died before it", async () => {
    await journal().claim("key-noanswer", BODY, "local");
    await journal().noAnswer("key-noanswer");
    expect(await journal().claim("key-noanswer", BODY, "local")).toEqual({ kind: "unknown", since: clock });
    // Written ahead, never answered nor marked: once past the longest a POST may take, its sender is gone.
    const since = clock;
    await journal().claim("key-crashed", BODY, "local");
    clock += IN_FLIGHT_MS + 1;
    expect(await journal().claim("key-crashed", BODY, "local")).toEqual({ kind: "unknown", since });
  });

  it("frees a forgotten key (its service refused it) for the same body", async () => {
    await journal().claim("key-refused1", BODY, "local");
    await journal().forget("key-refused1");
    expect(await journal().claim("key-refused1", BODY, "local")).toEqual({ kind: "new" });
  });

  it("refuses a key used for another body, and keeps the first", async () => {
    await journal().claim("key-00000002", BODY, "local");
    expect(await journal().claim("key-00000002", `${BODY} `, "local")).toEqual({ kind: "other-body" });
    await journal().answered("key-00000002", { status: 200, answer: "{}", headers: {} });
    expect(await journal().claim("key-00000002", BODY, "local")).toMatchObject({ kind: "answered" });
  });

  it("finds the same body sent within the guard's time under another key, newest first", async () => {
    await journal().claim("key-first-1", BODY, "ana");
    clock += 1_000;
    await journal().claim("key-second2", BODY, "bo");
    await journal().answered("key-second2", {
      status: 200,
      answer: JSON.stringify({
        code: "success",
        message: "",
        data: { request_id: "req-2", task_id: "t-2", status: "QUEUED" },
      }),
      headers: {},
    });
    clock += 1_000;
    await journal().claim("key-other-3", `{"prompt":"another"}`, "ana");
    expect(await journal().sameBodySince(BODY, 120_000, "key-third-4")).toMatchObject({
      key: "key-second2",
      request_id: "req-2",
      sent_by: "bo",
    });
    expect(await journal().sameBodySince(BODY, 120_000, "key-second2")).toMatchObject({ key: "key-first-1" });
    clock += 120_000;
    expect(await journal().sameBodySince(BODY, 120_000, "key-third-4")).toBeUndefined();
  });
});

describe("submission keys", () => {
  it("takes UUIDs and ledger ids, and nothing that could smuggle text", () => {
    for (const key of ["5f0c7a4e-8d3b-4c1f-9a27-0e6b1d2c3f45", "01HZX3Q4R5S6T7V8W9X0Y1Z2A3", "entry:abc.def_1"])
      expect(isSubmissionKey(key)).toBe(true);
    for (const key of ["", "short", "a b c d e f g", "key\nwith-newline", "x".repeat(129), "key;drop-table"])
      expect(isSubmissionKey(key)).toBe(false);
  });
});
