import { describe, expect, it } from "vitest";
import { makeEntry, generateEntries, record } from "../../../../test/deck-entries.ts";
import { HISTORY_FORMAT } from "../../../../contract/history-document.ts";
import { EMPTY_VERDICT } from "../../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../../contract/verdict-schema.ts";
import { mergeImport, parseImport, toJsonExport } from "./transfer.ts";

const asFile = (value: unknown) => JSON.stringify(value);
const doc = (tasks: unknown[]) => asFile({ format: HISTORY_FORMAT, version: 1, exportedAt: "x", tasks });

describe("toJsonExport", () => {
  it("writes a versioned document with each record as received", () => {
    const raw = { request_id: "r1", status: "queued", progress: 30, extra: { kept: true } };
    const entry = makeEntry({ record: record(raw), pollError: "offline", pollPaused: true });
    const exported = toJsonExport([entry], [], new Date(Date.UTC(2025, 0, 2)));
    expect(exported).toEqual({
      format: "taskdeck-history",
      version: 1,
      exportedAt: "2025-01-02T00:00:00.000Z",
      tasks: [
        {
          id: entry.id,
          mode: "video",
          baseUrl: "",
          body: entry.body,
          submittedAt: entry.submittedAt,
          state: "accepted",
          requestId: entry.requestId,
          error: null,
          gone: false,
          updatedAt: null,
          record: raw,
        },
      ],
    });
  });

  it("never lets a token out, even one that found its way into an entry", () => {
    const token = "sk-live-0123456789";
    const entry = makeEntry({
      baseUrl: `https://api.example/?key=${token}`,
      body: { prompt: `a cat ${token}`, headers: { Authorization: `Bearer ${token}` }, api_key: token },
      error: `401 for Bearer ${token}`,
      record: record({ request_id: "r", status: "FAILED", fail_reason: `bad key ${token}`, Authorization: "x" }),
    });
    const text = JSON.stringify(toJsonExport([entry], [token]));
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/authorization|api_key|headers/i);
    expect(text).toContain("a cat [redacted]");
    expect(entry.body.api_key).toBe(token);
  });
});

describe("parseImport", () => {
  it("round-trips a history: export, then import, gives the same entries with records read afresh", () => {
    const entries = generateEntries(300);
    const back = parseImport(JSON.stringify(toJsonExport(entries)));
    expect(back.problem).toBeNull();
    expect(back.skipped).toBe(0);
    // A submission caught mid-send cannot still be in flight in the importing tab.
    expect(back.entries).toEqual(entries.map((e) => (e.state === "sending" ? { ...e, state: "unknown" } : e)));
    const withRecord = back.entries.find((e) => e.record !== null);
    expect(withRecord?.record).not.toBe(entries.find((e) => e.id === withRecord?.id)?.record);
  });

  it("survives importing the same file twice without doubles", () => {
    const entries = generateEntries(40);
    const again = parseImport(JSON.stringify(toJsonExport(entries))).entries;
    expect(mergeImport(entries, again)).toMatchObject({ added: 0, duplicates: 40 });
  });

  it.each([
    ["not JSON", "{oops", /not valid JSON/],
    ["another JSON file", asFile({ hello: 1 }), /not a Taskdeck history/],
    ["a JSON array", asFile([]), /not a Taskdeck history/],
    ["a newer version", asFile({ format: HISTORY_FORMAT, version: 2, tasks: [] }), /version 2, from a newer/],
    ["no version", asFile({ format: HISTORY_FORMAT, tasks: [] }), /unsupported version/],
    ["no task list", asFile({ format: HISTORY_FORMAT, version: 1, tasks: {} }), /no list of tasks/],
  ])("refuses %s with a clear problem", (_, text, problem) => {
    const result = parseImport(text);
    expect(result.problem).toMatch(problem);
    expect(result.entries).toEqual([]);
  });

  it("carries each task's verdict out and back, and only the tasks that have one", () => {
    const verdict: Verdict = {
      ...EMPTY_VERDICT,
      outcome: "fail",
      rating: 2,
      tags: ["hands"],
      note: "melts",
      pins: [{ id: "p", text: "here", seconds: 1.5 }],
      updatedAt: 9,
    };
    const entries = [makeEntry({ id: "a", requestId: "r1" }), makeEntry({ id: "b", requestId: "r2" })];
    const written = toJsonExport(entries, [], new Date(0), (id) => (id === "a" ? verdict : undefined));
    expect(written.tasks.map((task) => task.verdict)).toEqual([verdict, undefined]);
    const back = parseImport(JSON.stringify(written));
    expect(back.verdicts).toEqual([verdict, null]);
    expect(back.badVerdicts).toBe(0);
  });

  it("imports a task whose verdict does not read without it, and counts it", () => {
    const good = { id: "g", mode: "video", body: { prompt: "p" }, submittedAt: 5, state: "accepted", requestId: "r" };
    const result = parseImport(
      doc([
        { ...good, verdict: { outcome: "maybe", updatedAt: 1 } },
        { ...good, id: "h", requestId: "r2", verdict: { outcome: "pass", updatedAt: 3 } },
      ]),
    );
    expect(result.entries.map((entry) => entry.id)).toEqual(["g", "h"]);
    expect(result.entries[0]).not.toHaveProperty("verdict");
    expect(result.verdicts).toEqual([null, { ...EMPTY_VERDICT, outcome: "pass", updatedAt: 3 }]);
    expect(result.badVerdicts).toBe(1);
  });

  it("skips and counts broken tasks, and fills what may be missing", () => {
    const good = { id: "g", mode: "3d", body: { prompt: "p" }, submittedAt: 5, state: "refused", requestId: "" };
    const result = parseImport(
      doc([
        good,
        { ...good, id: "" },
        { ...good, mode: "audio" },
        { ...good, body: "text" },
        { ...good, submittedAt: "yesterday" },
        { ...good, state: "done" },
        // A base URL the settings would never accept is no service to reach.
        { ...good, baseUrl: "javascript:alert(1)" },
        null,
        { ...good, id: "r", record: "not an object" },
      ]),
    );
    expect(result.skipped).toBe(7);
    expect(result.entries).toEqual([
      makeEntry({ id: "g", mode: "3d", body: { prompt: "p" }, submittedAt: 5, state: "refused", requestId: null }),
      makeEntry({ id: "r", mode: "3d", body: { prompt: "p" }, submittedAt: 5, state: "refused", requestId: null }),
    ]);
  });

  it("reads an odd record tolerantly, keeping it raw", () => {
    const raw = { request_id: "r", status: " completed ", progress: "100%", data: { video_urls: ["u", 3] } };
    const [entry] = parseImport(doc([{ ...makeEntry(), record: raw }])).entries;
    expect(entry?.record).toMatchObject({ status: "COMPLETED", percent: 100, data: { video_urls: ["u"] }, raw });
  });
});
