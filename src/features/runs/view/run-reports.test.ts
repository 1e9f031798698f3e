import { describe, expect, it } from "vitest";
import { EMPTY_VERDICT } from "../../../entities/verdict/verdict.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";
import { makeGridRun, modelAxis, promptAxis } from "../../../test/grid-runs.ts";
import { runEntries } from "../../../test/run-entries.ts";
import { runCsv } from "./run-csv.ts";
import { parseImport } from "../../../entities/task/import/parse-import.ts";
import { toRunDocument } from "./run-document.ts";
import { markdownCell, runMarkdown } from "./run-markdown.ts";
import { runRows } from "./run-rows.ts";
import { runTotals } from "./run-totals.ts";

const TOKEN = "sk-secret-token-1234";
const ME = "me@example.test";
const run = makeGridRun({ axes: [promptAxis("=SUM(A1)", "a | b\nnext"), modelAxis("m1")], name: `Run ${TOKEN}` });
run.cells[1] = { ...run.cells[1]!, entryId: null };
const entries = runEntries(run, { "0.0#0": "COMPLETED" });
const verdicts: Record<string, Verdict> = {
  "run-1:0.0#0": {
    ...EMPTY_VERDICT,
    outcome: "fail",
    rating: 2,
    note: `blurry | ${TOKEN}\nsee frame 3`,
    updatedAt: 1_750_000_100_000,
  },
};
const rows = runRows(
  run,
  (id) => entries.get(id),
  (id) => verdicts[id],
  ME,
);
const totals = runTotals(run, (id) => verdicts[id]);

describe("run reports", () => {
  it("lists every cell in grid order with its values, status, request id, results and verdict", () => {
    expect(rows.map((row) => [row.key, row.status, row.requestId, row.outcome])).toEqual([
      ["0.0#0", "COMPLETED", "req-0.0#0", "fail"],
      ["1.0#0", "NOT_SENT", null, null],
    ]);
    expect(rows[0]!.resultUrls).toEqual(["https://cdn.example/0.0%230.mp4"]);
    expect(rows[0]!.values).toEqual(["=SUM(A1)", "m1"]);
    expect(rows.map((row) => row.label)).toEqual(["=SUM(A1) · m1 · #1", "a | b next · m1 · #1"]);
  });

  it("totals the verdicts per axis value and for the whole run", () => {
    expect(totals.map(({ axis, value, totals }) => [axis, value, totals.cells, totals.failed, totals.rate])).toEqual([
      ["Prompt", "=SUM(A1)", 1, 1, 0],
      ["Prompt", "a | b next", 1, 0, null],
      ["Model", "m1", 2, 1, 0],
      ["", "Whole run", 2, 1, 0],
    ]);
  });

  it("writes one CSV row per cell named by its values, then the totals, guarding formulas and leaving the token out", () => {
    const csv = runCsv(run, rows, totals, [TOKEN]);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "cell,Prompt,Model,repeat,status,status_label,request_id,result_urls,verdict,rating,tags,review_note,submitted_at,finished_at,reviewed_at,reviewers_judged,reviewers_passed,reviewers_disagree,reviews,cell_id",
    );
    expect(lines[1]).toContain(
      "'=SUM(A1) · m1 · #1,'=SUM(A1),m1,1,COMPLETED,Completed,req-0.0#0,https://cdn.example/0.0%230.mp4,fail,2,",
    );
    expect(lines[1]).toMatch(/,1,0,0,me@example\.test: fail 2\/5,0\.0#0$/);
    expect(csv).toContain('"blurry | [redacted]\nsee frame 3"');
    expect(csv).not.toContain(TOKEN);
    expect(lines[2]).toMatch(/^a \| b next · m1 · #1,/);
    expect(lines.slice(3)).toEqual([
      "",
      "axis,value,cells,passed,failed,pass_rate,mean_rating",
      "Prompt,'=SUM(A1),1,0,1,0,2",
      "Prompt,a | b next,1,0,0,,",
      "Model,m1,2,0,1,0,2",
      ",Whole run,2,0,1,0,2",
      "",
    ]);
  });

  it("writes a Markdown table whose pipes and line breaks stay inside their cells", () => {
    expect(markdownCell("a | b\nc")).toBe("a \\| b<br>c");
    const summary = "1 of 2 finished, 1 not sent";
    const markdown = runMarkdown(run, rows, { summary, totals, me: ME }, [TOKEN]);
    const lines = markdown.split("\n");
    expect(lines[0]).toBe("**Run [redacted]**: 1 of 2 finished, 1 not sent");
    expect(lines[2]).toBe("| Cell | Prompt | Model | Status | Verdict | Note | Results |");
    expect(lines[4]).toBe(
      "| =SUM(A1) · m1 · #1 | =SUM(A1) | m1 | Completed | fail, 2/5 | blurry \\| [redacted]<br>see frame 3 | [result 1](https://cdn.example/0.0%230.mp4) |",
    );
    expect(lines[5]).toBe("| a \\| b next · m1 · #1 | a \\| b<br>next | m1 | Not sent |  |  |  |");
    expect(lines.slice(7)).toEqual([
      "**Totals**",
      "",
      "| Axis | Value | Cells | Passed | Failed | Pass rate | Mean rating |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      "| Prompt | =SUM(A1) | 1 | 0 | 1 | 0% | 2 |",
      "| Prompt | a \\| b next | 1 | 0 | 0 | – | – |",
      "| Model | m1 | 2 | 0 | 1 | 0% | 2 |",
      "|  | Whole run | 2 | 0 | 1 | 0% | 2 |",
      "",
    ]);
    expect(markdown).not.toContain(TOKEN);
  });

  it("names every reviewer and their agreement once someone else judged a cell (issue 28)", () => {
    const ana = { by: "ana@example.test", outcome: "pass", rating: 4 } as const;
    const judged = new Map([...entries].map(([id, entry]) => [id, { ...entry, reviews: [ana] }]));
    const both = runRows(
      run,
      (id) => judged.get(id),
      (id) => verdicts[id],
      ME,
    );
    expect(both[0]).toMatchObject({ outcome: "fail", agreement: { judged: 2, passed: 1, disagree: 1 } });
    expect(both[0]!.reviews.map((review) => review.by)).toEqual([ana.by, ME]);
    expect(runCsv(run, both, totals).split("\r\n")[1]).toMatch(
      /,2,1,1,ana@example\.test: pass 4\/5; me@example\.test: fail 2\/5,0\.0#0$/,
    );
    const lines = runMarkdown(run, both, { summary: "", totals, me: ME }).split("\n");
    expect(lines[2]).toBe("| Cell | Prompt | Model | Status | Verdict | Reviewers | Note | Results |");
    expect(lines[4]).toContain(
      "| fail, 2/5 | 1 of 2 passed; 1 disagrees: ana@example.test pass, 4/5 · me@example.test fail, 2/5 | blurry",
    );
    // Another person's verdict alone is theirs, not the exporter's: the cell's own verdict stays empty.
    const theirs = runRows(
      run,
      (id) => judged.get(id),
      () => undefined,
      ME,
    )[0]!;
    expect([theirs.outcome, theirs.agreement.passed, theirs.reviews.length]).toEqual([null, 1, 1]);
  });

  it("exports the run, its cells and its tasks with verdicts as JSON, and reads it back", () => {
    const doc = toRunDocument(run, rows, [...entries.values()], (id) => verdicts[id], [TOKEN], new Date(0));
    const text = JSON.stringify(doc);
    expect(text).not.toContain(TOKEN);
    expect(doc.cells[0]).toMatchObject({
      note: "blurry | [redacted]\nsee frame 3",
      finishedAt: run.createdAt + 60_000,
      reviews: [{ by: ME, outcome: "fail", rating: 2 }],
      agreement: { judged: 1, passed: 0, failed: 1, disagree: 0 },
    });
    // The deck's Import reads it: its tasks and verdicts as a history's, and the run as written.
    const read = parseImport(text);
    expect(read.problem).toBeNull();
    expect(read.run).toEqual({ ...run, name: "Run [redacted]" });
    expect(read.entries.map((entry) => entry.id)).toEqual(["run-1:0.0#0"]);
    expect(read.verdicts[0]?.outcome).toBe("fail");
  });

  it("refuses a run file from a newer version, with a reason", () => {
    expect(parseImport(JSON.stringify({ format: "taskdeck-run", version: 9 })).problem).toContain(
      "version 9, from a newer Taskdeck",
    );
  });
});
