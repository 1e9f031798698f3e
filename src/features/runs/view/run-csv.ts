import type { Run } from "../../../contract/run.ts";
import { redact } from "../../../contract/redact.ts";
import { csvCell } from "../../../entities/task/csv.ts";
import { axisLabel } from "./run-grid.ts";
import type { RunRow } from "./run-rows.ts";

const time = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString());

/**
 * The run as a table for spreadsheets: one row per cell, its axes as columns, with the history
 * export's escaping (formula guard included), CRLF line ends and byte-order mark.
 */
export function runCsv(run: Run, rows: readonly RunRow[], secrets: readonly string[] = []): string {
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
  ];
  const lines = [header.map(csvCell).join(",")];
  for (const row of rows) {
    const cells = [
      row.key,
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
    ];
    lines.push(cells.map((cell) => csvCell(redact(cell, secrets))).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
