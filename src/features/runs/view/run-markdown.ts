import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run } from "../../../contract/run.ts";
import { redact } from "../../../contract/redact.ts";
import { safeUrl } from "../../../contract/urls.ts";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import { axisLabel } from "./run-grid.ts";
import type { RunRow } from "./run-rows.ts";

/** Text safe in a table cell: a `|` would end the cell and a line break the row. */
export function markdownCell(text: string): string {
  return text
    .replaceAll("\\", "\\\\")
    .replaceAll("|", "\\|")
    .replace(/\r\n|\r|\n/g, "<br>")
    .trim();
}

/** A link's target with the characters that would end it (or the cell) escaped. */
const target = (url: string) =>
  url.replaceAll("(", "%28").replaceAll(")", "%29").replaceAll("|", "%7C").replaceAll(" ", "%20");

function verdictText(row: RunRow): string {
  const outcome = row.outcome ? i18n._(OUTCOME_TABLE[row.outcome].label).toLowerCase() : "";
  const parts = [outcome, row.rating === null ? "" : `${row.rating}/5`];
  return parts.filter(Boolean).join(", ");
}

function results(row: RunRow): string {
  const links = row.resultUrls.flatMap((url) => {
    const safe = safeUrl(url);
    return safe && /^https?:/i.test(safe) ? [safe] : [];
  });
  return links
    .map((url, i) => {
      const number = i + 1;
      return `[${t`result ${number}`}](${target(url)})`;
    })
    .join(" ");
}

/**
 * The run as a Markdown table to paste into a bug tracker: its name and progress, then one row
 * per cell with its axes, status, verdict, note and result links; its words in the interface's
 * language (the cells' keys and links stay as they are).
 */
export function runMarkdown(
  run: Run,
  rows: readonly RunRow[],
  summary: string,
  secrets: readonly string[] = [],
): string {
  const header = [
    t`Cell`,
    ...run.plan.axes.map(axisLabel),
    ...(run.plan.repeats > 1 ? [t`Repeat`] : []),
    t`Status`,
    t`Verdict`,
    t`Note`,
    t`Results`,
  ];
  const line = (cells: string[]) => `| ${cells.map((cell) => markdownCell(redact(cell, secrets))).join(" | ")} |`;
  const body = rows.map((row) =>
    line([
      row.key,
      ...row.values,
      ...(run.plan.repeats > 1 ? [String(row.repeat)] : []),
      row.statusLabel,
      verdictText(row),
      row.note,
      results(row),
    ]),
  );
  return [
    `**${markdownCell(redact(run.name, secrets))}**: ${summary}`,
    "",
    line(header),
    `|${header.map(() => " --- ").join("|")}|`,
    ...body,
    "",
  ].join("\n");
}
