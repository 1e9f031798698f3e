import { deckStatus } from "./deck-status.ts";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { redact } from "../../contract/redact.ts";
import { csvCell } from "../../contract/csv-cell.ts";

export { csvCell };
import { pinPlace } from "../verdict/verdict.ts";
import type { Verdict } from "../../contract/verdict-schema.ts";
import { resultData } from "./archived-data.ts";

export const CSV_COLUMNS = [
  "submitted_at",
  "mode",
  "model",
  "status",
  "status_label",
  "progress",
  "request_id",
  "task_id",
  "prompt",
  "fail_reason",
  "result_urls",
  "note",
  "verdict",
  "rating",
  "tags",
  "review_note",
  "pinned_notes",
  "reviewed_at",
] as const;

/** A task's verdict, if it has one. */
export type VerdictOf = (id: string) => Verdict | undefined;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The verdict's cells: tags joined by "; ", each pinned note as "<time or 3D view> <text>", one a line. */
function verdictCells(verdict: Verdict | undefined): string[] {
  if (!verdict) return ["", "", "", "", "", ""];
  return [
    verdict.outcome ?? "",
    verdict.rating === null ? "" : String(verdict.rating),
    verdict.tags.join("; "),
    verdict.note,
    verdict.pins.map((pin) => `${pinPlace(pin)} ${pin.text}`.trim()).join("\n"),
    new Date(verdict.updatedAt).toISOString(),
  ];
}

function row(entry: DeckEntry, verdict: Verdict | undefined): string[] {
  const record = entry.record;
  // The same status, words and note as the card, the live region and the filter.
  const status = deckStatus(entry);
  // The workspace's copies, which outlive the service's links.
  const data = resultData(entry);
  const urls = data ? [...data.video_urls, ...data.image_urls, ...data.audio_urls, ...data.file_urls] : [];
  return [
    new Date(entry.submittedAt).toISOString(),
    entry.mode,
    text(entry.body.model),
    status.key,
    status.label,
    record?.percent == null ? "" : String(record.percent),
    entry.requestId ?? record?.request_id ?? "",
    record?.task_id ?? "",
    text(entry.body.prompt),
    record?.fail_reason || entry.error || "",
    // Inline data would make megabyte cells; only links belong in a table.
    urls.filter((url) => !url.startsWith("data:")).join(" "),
    status.note ?? "",
    ...verdictCells(verdict),
  ];
}

/**
 * The history as a table for spreadsheets: one row per task, CRLF line ends (RFC 4180), and a
 * byte-order mark so Excel reads the UTF-8 (prompts are often Chinese) instead of guessing.
 */
export function toCsv(
  entries: readonly DeckEntry[],
  secrets: readonly string[] = [],
  verdictOf: VerdictOf = () => undefined,
): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const entry of entries)
    lines.push(
      row(entry, verdictOf(entry.id))
        .map((cell) => csvCell(redact(cell, secrets)))
        .join(","),
    );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
