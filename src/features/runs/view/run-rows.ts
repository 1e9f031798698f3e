import { t } from "@lingui/core/macro";
import type { Review } from "../../../contract/review.ts";
import type { Run } from "../../../contract/run.ts";
import { agreementOf, type Agreement } from "../../../entities/verdict/agreement.ts";
import { reviewsWithMine } from "../../../entities/verdict/reviews.ts";
import type { Outcome } from "../../../entities/verdict/outcomes.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { cellLabel, cellName, runGrid, valueText } from "./run-grid.ts";
import { cellPhase, type EntryOf } from "./run-progress.ts";
import { verdictOfCell, type VerdictOf } from "./run-review.ts";
import { resultData } from "../../../entities/task/archived-data.ts";
import { resultUrlsInOrder } from "../../../contract/result-order.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import type { FileLink } from "../../../lib/share-store.ts";

/** One cell as every report lists it (JSON, CSV, Markdown), in grid order. */
export type RunRow = {
  key: string;
  /** The cell in words ("Prompt: a cat · Model: t2v-01"). */
  name: string;
  /** The cell by its values and repeat ("a cat · t2v-01 · #1"): how the reports name it. */
  label: string;
  /** Its value on each axis, whole, in axis order. */
  values: string[];
  /** Counted from 1, as people count. */
  repeat: number;
  entryId: string | null;
  status: string;
  statusLabel: string;
  requestId: string | null;
  /** Links to its results (inline data left out: a report holds links, not files). */
  resultUrls: string[];
  outcome: Outcome | null;
  rating: number | null;
  tags: string[];
  note: string;
  submittedAt: number | null;
  finishedAt: number | null;
  reviewedAt: number | null;
  /** Every reviewer's outcome and rating (issue 28), this person's as their book holds it: outcome and rating above are theirs. */
  reviews: Review[];
  /** How those reviewers agree ("2 of 3 passed; 1 disagrees"). */
  agreement: Agreement;
};

/**
 * A cell without a task of its own: never sent, cancelled, or sent from a browser whose history
 * is not here. Its key for the reports, and its label in the current language.
 */
function taskless(phase: "unsent" | "cancelled" | "absent"): [string, string] {
  if (phase === "unsent") return ["NOT_SENT", t`Not sent`];
  if (phase === "cancelled") return ["NOT_SENT_CANCELLED", t`Cancelled before sending`];
  return ["NOT_IN_HISTORY", t`Not in this browser's history`];
}

/**
 * A cell's result links: the workspace's copies (which outlive the service's links), or with
 * `fileLink` each file through a share link, numbered as the server numbers them.
 */
function resultLinks(entry: DeckEntry, fileLink?: FileLink): string[] {
  if (fileLink) return resultUrlsInOrder(entry.record?.data ?? {}).map((_, n) => fileLink(entry.id, n));
  const data = resultData(entry);
  const urls = data ? [...data.video_urls, ...data.image_urls, ...data.audio_urls, ...data.file_urls] : [];
  return urls.filter((url) => !/^data:/i.test(url));
}

/** The run's cells in grid order, as `me` (who makes the report) sees them. */
export function runRows(run: Run, entryOf: EntryOf, verdictOf: VerdictOf, me: string, fileLink?: FileLink): RunRow[] {
  return runGrid(run).order.map((cell) => {
    const entry = cell.entryId === null ? undefined : entryOf(cell.entryId);
    const phase = cellPhase(cell, entryOf);
    const status = entry ? deckStatus(entry) : null;
    const [key, label] =
      phase === "unsent" || phase === "cancelled"
        ? taskless(phase)
        : status
          ? [status.key, status.label]
          : taskless("absent");
    const verdict = verdictOfCell(cell, verdictOf);
    const finish = entry?.record?.finish_time;
    const reviews = entry ? reviewsWithMine(entry.reviews, me, verdict) : [];
    return {
      key: cell.key,
      name: cellName(run, cell),
      label: cellLabel(run, cell),
      values: run.plan.axes.map((axis, i) => valueText(axis, cell.coords[i] ?? 0)),
      repeat: cell.repeat + 1,
      entryId: cell.entryId,
      status: key ?? "",
      statusLabel: label ?? "",
      requestId: entry ? (entry.requestId ?? entry.record?.request_id ?? null) : null,
      resultUrls: entry ? resultLinks(entry, fileLink) : [],
      outcome: verdict?.outcome ?? null,
      rating: verdict?.rating ?? null,
      tags: verdict?.tags ?? [],
      note: verdict?.note ?? "",
      submittedAt: entry?.submittedAt ?? null,
      finishedAt: finish ? finish * 1000 : null,
      reviewedAt: verdict ? verdict.updatedAt : null,
      reviews,
      agreement: agreementOf(reviews.map((review) => review.outcome)),
    };
  });
}
