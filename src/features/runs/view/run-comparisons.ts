import { plural, t } from "@lingui/core/macro";
import { redact } from "../../../contract/redact.ts";
import { tally } from "../../../entities/judgement/judgement.ts";
import type { Judgement } from "../../../contract/judgement.ts";
import { markdownCell } from "./run-markdown.ts";
import type { RunRow } from "./run-rows.ts";

/**
 * The Markdown report's comparisons (Compare's pairwise judgements): one line per cell whose task
 * was compared, "won 3 of 4 comparisons"; nothing when none was. Apart from the table and its
 * totals, which it follows.
 */
export function comparisonsMarkdown(
  rows: readonly RunRow[],
  judgementsOf: (id: string) => readonly Judgement[],
  secrets: readonly string[] = [],
): string {
  const lines = rows.flatMap((row) => {
    if (row.entryId === null) return [];
    const { won, total } = tally(judgementsOf(row.entryId), row.entryId);
    if (total === 0) return [];
    const counted = plural(total, { one: `won ${won} of # comparison`, other: `won ${won} of # comparisons` });
    return [`- ${markdownCell(redact(row.name, secrets))} (${row.key}): ${counted}`];
  });
  return lines.length > 0 ? [`**${t`Pairwise comparisons`}**`, "", ...lines, ""].join("\n") : "";
}
