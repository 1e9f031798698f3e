import { beforeEach, describe, expect, it } from "vitest";
import { DATABASE_KINDS } from "../test/databases.ts";
import { openDatabase } from "./database.ts";
import { databaseOnEach } from "../test/workspace-app.ts";
import { isSubmissionKey, submissionJournal } from "./submissions.ts";

const BODY = JSON.stringify({ model: "T2V-01-Director", prompt: "A fox [Pan left]" });
const IN_FLIGHT_MS = 60_000;
/** Sent for the first time, with a callback secret of its own. */
const NEW = { kind: "new", secret: expect.stringMatching(/^[\w-]{32}$/) };

describe.each(DATABASE_KINDS)("the submissions journal on $kind", ({ fresh }) => {
  const workspace = databaseOnEach(fresh);
  let clock: number;
  const journal = () => submissionJournal(workspace.opened, IN_FLIGHT_MS, () => clock);

  beforeEach(async () => {
    clock = 1_800_000_000_000;
  });

  it("writes a submission ahead, then answers every later claim of its key with the first answer", async () => {
    expect(await journal().claim("key-00000001", BODY, "local")).toEqual(NEW);
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
    expect(await journal().claim("key-refused1", BODY, "local")).toEqual(NEW);
  });

  it("refuses a key used for another body, and keeps the first", async () => {
    await journal().claim("key-00000002", BODY, "local");
    expect(await journal().claim("key-00000002", `${BODY} `, "local")).toEqual({ kind: "other-body" });
    await journal().answered("key-00000002", { status: 200, answer: "{}", headers: {} });
    expect(await journal().claim("key-00000002", BODY, "local")).toMatchObject({ kind: "answered" });
  });

  it("guards a body sent within its window under another key, by what became of the earlier one", async () => {
    const GUARD = 120_000;
    const sentAt = clock;
    await journal().claim("key-first-1", BODY, "ana", GUARD);
    clock += 1_000;
    expect(await journal().claim("key-second2", BODY, "bo", GUARD)).toEqual({
      kind: "duplicate",
      since: sentAt,
      state: "sending",
    });
    // Meant (a person said yes, or a run's cell): sent, though the same.
    expect(await journal().claim("key-second2", BODY, "bo", null)).toEqual(NEW);
    await journal().answered("key-second2", {
      status: 200,
      answer: JSON.stringify({ code: "success", message: "", data: { request_id: "req-2", task_id: "t-2" } }),
      headers: {},
    });
    expect(await journal().claim("key-third-3", BODY, "ana", GUARD)).toEqual({
      kind: "duplicate",
      since: clock,
      state: "accepted",
    });
    // The same key again is its own answer, never its own duplicate; another body is no duplicate.
    expect(await journal().claim("key-second2", BODY, "bo", GUARD)).toMatchObject({ kind: "answered" });
    expect(await journal().claim("key-other-4", `{"prompt":"another"}`, "ana", GUARD)).toEqual(NEW);
    clock += GUARD + 1;
    expect(await journal().claim("key-later-5", BODY, "ana", GUARD)).toEqual(NEW);
  });

  it("does not count a refusal or an answer that made no task as a duplicate", async () => {
    await journal().claim("key-refused", BODY, "ana", 120_000);
    await journal().forget("key-refused");
    await journal().claim("key-rejected", BODY, "ana", 120_000);
    await journal().answered("key-rejected", { status: 200, answer: '{"code":"invalid","message":"no"}', headers: {} });
    expect(await journal().claim("key-after-1", BODY, "ana", 120_000)).toEqual(NEW);
    await journal().noAnswer("key-after-1");
    expect(await journal().claim("key-after-2", BODY, "ana", 120_000)).toMatchObject({ state: "unknown" });
  });

  it("sends one of many people sending the same body at once, through two connections", async () => {
    // Two instances on PostgreSQL. SQLite has one connection per process (better-sqlite3 waits
    // for a lock by blocking its thread, so a second one here would wait for itself).
    const other = workspace.opened.kind === "postgres" ? await openDatabase(workspace.test.settings) : workspace.opened;
    try {
      const journals = [journal(), submissionJournal(other, IN_FLIGHT_MS, () => clock)];
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, n) => journals[n % 2]!.claim(`key-person-${n}`, BODY, `p${n}`, 120_000)),
      );
      expect(claims.filter((claim) => claim.kind === "new")).toHaveLength(1);
      expect(claims.filter((claim) => claim.kind === "duplicate")).toHaveLength(7);
    } finally {
      if (other !== workspace.opened) await other.close();
    }
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
