import type { Run } from "../../../contract/run.ts";
import { redact } from "../../../contract/redact.ts";
import { csvCell } from "../../../entities/task/csv.ts";
import { axisLabel } from "./run-grid.ts";
import type { RunRow } from "./run-rows.ts";
import type { TotalsLine } from "./run-totals.ts";

const time = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

const decimal = (value: number | null, digits: number) => (value === null ? "" : String(+value.toFixed(digits)));

/** The totals section: a header, then a line per axis value and one for the whole run. */
function totalsLines(totals: readonly TotalsLine[]): string[][] {
  const header = ["axis", "value", "cells", "passed", "failed", "pass_rate", "mean_rating"];
  return [
    header,
    ...totals.map(({ axis, value, totals: { cells, passed, failed, rate, meanRating } }) => [
      axis,
      value,
      String(cells),
      String(passed),
      String(failed),
      decimal(rate, 4),
      decimal(meanRating, 2),
    ]),
  ];
}

/**
 * The run as a table for spreadsheets: one row per cell (named by its values and repeat), its
 * axes as columns, then after an empty line its totals per axis value and for the whole run;
 * with the history export's escaping (formula guard included), CRLF line ends and byte-order mark.
 */
export function runCsv(
  run: Run,
  rows: readonly RunRow[],
  totals: readonly TotalsLine[],
  secrets: readonly string[] = [],
): string {
  const header = [
    "cell",
    ...run.plan.axes.map(axisLabel),
    "repeat",
    "status",
    "status_label",
    "request_id",
    "result_urls",
    "verdict",
    "rating",
    "tags",
    "review_note",
    "submitted_at",
    "finished_at",
    "reviewed_at",
    "cell_id",
  ];
  const csvLine = (cells: string[]) => cells.map((cell) => csvCell(redact(cell, secrets))).join(",");
  const lines = [csvLine(header)];
  for (const row of rows) {
    const cells = [
      row.label,
      ...row.values,
      String(row.repeat),
      row.status,
      row.statusLabel,
      row.requestId ?? "",
      row.resultUrls.join(" "),
      row.outcome ?? "",
      row.rating === null ? "" : String(row.rating),
      row.tags.join("; "),
      row.note,
      time(row.submittedAt),
      time(row.finishedAt),
      time(row.reviewedAt),
      row.key,
    ];
    lines.push(csvLine(cells));
  }
  lines.push("", ...totalsLines(totals).map(csvLine));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
