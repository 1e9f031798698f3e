import { describe, expect, it } from "vitest";
import { csvCell, CSV_COLUMNS, toCsv } from "./csv.ts";
import { makeEntry, record } from "../../test/deck-entries.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";

/** A strict RFC 4180 reader (CRLF rows), to prove what a spreadsheet would get back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\r" && next === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\rhere", '"cr\rhere"'],
    ["", ""],
  ])("writes %j as %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\tx"])("defuses the formula %j", (value) => {
    expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
  });

  it("quotes a defused cell that also needs quoting", () => {
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell("a=1")).toBe("a=1");
  });
});

const NO_VERDICT = ["", "", "", "", "", ""];

describe("toCsv", () => {
  const done = makeEntry({
    id: "a",
    submittedAt: Date.UTC(2025, 7, 29, 15, 51, 18),
    body: {
      model: "minimax/i2v-01-director",
      prompt: 'A "quiet" harbour, at dawn\n[Push in]',
      first_frame_image: "data:image/png;base64,AAAA",
    },
    record: record({
      request_id: "r1",
      task_id: "t1",
      status: "COMPLETED",
      progress: "100%",
      data: { video_urls: ["https://cdn/v.mp4"], image_urls: ["data:image/png;base64,BBBB", "https://cdn/i.png"] },
    }),
  });
  const refused = makeEntry({
    id: "b",
    mode: "3d",
    state: "refused",
    requestId: null,
    error: "Model not found",
    body: { model: "seed3d", prompt: "--subdivisionlevel high --fileformat glb" },
  });
  const rows = parseCsv(toCsv([done, refused]).replace(/^\uFEFF/, ""));

  it("starts with a BOM and the header, and ends every line with CRLF", () => {
    const csv = toCsv([done]);
    expect(csv.startsWith(`\uFEFF${CSV_COLUMNS.join(",")}\r\n`)).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
  });

  it("writes one row per task that reads back as written", () => {
    expect(rows[1]).toEqual([
      "2025-08-29T15:51:18.000Z",
      "video",
      "minimax/i2v-01-director",
      "COMPLETED",
      "Completed",
      "100",
      "20250829155118560120000jnBOAS1q",
      "t1",
      'A "quiet" harbour, at dawn\n[Push in]',
      "",
      "https://cdn/v.mp4 https://cdn/i.png",
      "",
      ...NO_VERDICT,
    ]);
  });

  it("leaves out inline images, and explains a task that was never created", () => {
    expect(toCsv([done])).not.toContain("data:");
    expect(rows[2]).toEqual([
      expect.any(String),
      "3d",
      "seed3d",
      "NOT_CREATED",
      "Not created",
      "",
      "",
      "",
      "'--subdivisionlevel high --fileformat glb",
      "Model not found",
      "",
      "",
      ...NO_VERDICT,
    ]);
  });

  it("says what the card says of a finished task the service forgot", () => {
    const [, row] = parseCsv(toCsv([{ ...done, gone: true }]).replace(/^\uFEFF/, ""));
    expect(row?.slice(3, 5)).toEqual(["COMPLETED", "Completed"]);
    expect(row?.[CSV_COLUMNS.indexOf("note")]).toMatch(/its results may have expired/);
  });

  it("writes the verdict in readable columns: outcome, stars, tags, note, pinned notes with their times, when", () => {
    const verdict: Verdict = {
      outcome: "pass",
      rating: 4,
      tags: ["hands", "slow pan"],
      note: "=good, mostly",
      pins: [
        { id: "p1", text: "face warps", seconds: 2.54 },
        { id: "p2", text: "", seconds: 61 },
        { id: "p3", text: "seam", view: { position: [0, 0, 2], target: [0, 0, 0] } },
      ],
      updatedAt: Date.UTC(2025, 8, 1, 12),
    };
    const [header, row] = parseCsv(toCsv([done], [], (id) => (id === "a" ? verdict : undefined)).slice(1));
    const cells = Object.fromEntries(header!.map((name, i) => [name, row![i]]));
    expect(cells).toMatchObject({
      verdict: "pass",
      rating: "4",
      tags: "hands; slow pan",
      // A note is free text like a prompt: defused the same way.
      review_note: "'=good, mostly",
      pinned_notes: "0:02.5 face warps\n1:01.0\n3D view seam",
      reviewed_at: "2025-09-01T12:00:00.000Z",
    });
  });

  it("scrubs a secret wherever it appears", () => {
    const leaky = makeEntry({ body: { prompt: "my key is sk-secret-1, oops" }, error: "Bearer sk-secret-1 refused" });
    const csv = toCsv([leaky], ["sk-secret-1"]);
    expect(csv).not.toContain("sk-secret-1");
    expect(csv).toContain("my key is [redacted], oops");
  });
});
