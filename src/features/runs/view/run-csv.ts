import type { Run } from "../../../contract/run.ts";
import { redact } from "../../../contract/redact.ts";
import type { Review } from "../../../contract/review.ts";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { csvCell } from "../../../entities/task/csv.ts";
import { axisLabel } from "./run-grid.ts";
import type { RunRow } from "./run-rows.ts";
import type { TotalsLine } from "./run-totals.ts";

const time = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

/** Each reviewer's outcome and rating, as the verdict and rating columns write them: "ana@example.test: pass 4/5; bo@example.test: fail". */
const reviewsCell = (reviews: readonly Review[]) =>
  reviews
    .map(({ by, outcome, rating }) => [`${by}:`, outcome, rating === null ? null : `${rating}/${RATINGS.length}`])
    .map((parts) => parts.filter(Boolean).join(" "))
    .join("; ");

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
 * axes as columns, the verdict of whoever exports it and every reviewer's with their agreement, then after an empty line its totals per axis value and for the whole run;
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
    "reviewers_judged",
    "reviewers_passed",
    "reviewers_disagree",
    "reviews",
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
      String(row.agreement.judged),
      String(row.agreement.passed),
      String(row.agreement.disagree),
      reviewsCell(row.reviews),
      row.key,
    ];
    lines.push(csvLine(cells));
  }
  lines.push("", ...totalsLines(totals).map(csvLine));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
