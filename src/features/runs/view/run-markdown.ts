import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import type { Run } from "../../../contract/run.ts";
import { redact } from "../../../contract/redact.ts";
import { safeUrl } from "../../../contract/urls.ts";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import { LOCAL_PERSON, type Review } from "../../../contract/review.ts";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { agreementText } from "../../../entities/verdict/agreement-words.ts";
import { axisLabel } from "./run-grid.ts";
import type { RunRow } from "./run-rows.ts";
import { meanText, rateText, type TotalsLine } from "./run-totals.ts";

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

function verdictText({ outcome, rating }: Pick<Review, "outcome" | "rating">): string {
  const word = outcome ? i18n._(OUTCOME_TABLE[outcome].label).toLowerCase() : "";
  const parts = [word, rating === null ? "" : `${rating}/${RATINGS.length}`];
  return parts.filter(Boolean).join(", ");
}

/** "1 of 2 passed; 1 disagrees: ana@example.test fail, 2/5 · bo@example.test pass" (a report names everyone, its maker too). */
function reviewersText(row: RunRow): string {
  const each = row.reviews
    .map(
      (review) =>
        `${review.by === LOCAL_PERSON ? t({ context: "a run report's reviewer", message: "the local owner" }) : review.by} ${verdictText(review)}`,
    )
    .join(" · ");
  const agreement = agreementText(row.agreement);
  return agreement && each ? `${agreement}: ${each}` : each;
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

type Line = (cells: string[]) => string;

const table = (line: Line, header: string[], body: string[][]) => [
  line(header),
  `|${header.map(() => " --- ").join("|")}|`,
  ...body.map(line),
];

/** Passed, failed, pass rate and mean rating per axis value, then for the whole run. */
function totalsTable(line: Line, totals: readonly TotalsLine[]): string[] {
  const header = [
    t`Axis`,
    t`Value`,
    t`Cells`,
    t({ context: "run totals column", message: "Passed" }),
    t({ context: "run totals column", message: "Failed" }),
    t`Pass rate`,
    t`Mean rating`,
  ];
  const n = (count: number) => i18n.number(count);
  return table(
    line,
    header,
    totals.map(({ axis, value, totals }) => {
      const { cells, passed, failed } = totals;
      return [axis, value, n(cells), n(passed), n(failed), rateText(totals), meanText(totals)];
    }),
  );
}

/**
 * The run as Markdown to paste into a bug tracker: its name and progress, one row per cell (named by its values and repeat, then its axes, status,
 * verdict, note and result links), then its totals per axis value; its words in the
 * interface's language (the values and links stay as they are).
 */
export function runMarkdown(
  run: Run,
  rows: readonly RunRow[],
  report: { summary: string; totals: readonly TotalsLine[]; /** Who makes it. */ me: string },
  secrets: readonly string[] = [],
): string {
  // Every reviewer, after the maker's own verdict, once someone else judged a cell (issue 28).
  const several = rows.some((row) => row.reviews.some((review) => review.by !== report.me));
  const header = [t`Cell`, ...run.plan.axes.map(axisLabel), t`Status`, t`Verdict`, t`Note`, t`Results`];
  if (several) header.splice(-2, 0, t({ context: "run report column", message: "Reviewers" }));
  const line: Line = (cells) => `| ${cells.map((cell) => markdownCell(redact(cell, secrets))).join(" | ")} |`;
  const body = rows.map((row) => {
    const cells = [row.label, ...row.values, row.statusLabel, verdictText(row), row.note, results(row)];
    if (several) cells.splice(-2, 0, reviewersText(row));
    return cells;
  });
  return [
    `**${markdownCell(redact(run.name, secrets))}**: ${report.summary}`,
    "",
    ...table(line, header, body),
    "",
    `**${t`Totals`}**`,
    "",
    ...totalsTable(line, report.totals),
    "",
  ].join("\n");
}
