import { Trans, useLingui } from "@lingui/react/macro";
import type { Ref } from "react";
import { isReviewed } from "../../../entities/verdict/verdict.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { formatNumber } from "../../../lib/format-number.ts";
import { LazyVerdictPanel } from "../verdict/lazy-verdict-panel.tsx";
import { pinKind, viewOf, type PinSource } from "../verdict/pin-source.ts";
import { loadVerdictBook, useVerdictBook } from "../verdict/use-verdict-book.ts";
import { entryResults } from "../results/entry-results.ts";
import type { ReviewKey } from "./lightbox-keys.ts";

const lightboxVideo = (from: Element) => from.closest("dialog")?.querySelector("video") ?? null;

/** Notes pinned to the time of the video the lightbox shows. */
const videoOfLightbox: PinSource = {
  kind: "time",
  current: (from) => {
    const time = lightboxVideo(from)?.currentTime;
    return time === undefined || !Number.isFinite(time) ? null : time;
  },
  seek: (seconds, from) => {
    const video = lightboxVideo(from);
    if (!video) return;
    video.currentTime = seconds;
    video.focus();
  },
};

/** Notes pinned to the view of the 3D model the lightbox shows. */
const viewOfLightbox = viewOf((from) => from.closest("dialog"));

/** Applies a review key to the task's verdict; `n` goes to its note. */
export function applyReviewKey(taskId: string, key: ReviewKey, note: HTMLTextAreaElement | null): void {
  if (key.kind === "note") return note?.focus();
  void loadVerdictBook().then((book) =>
    book.update(taskId, (verdict) =>
      key.kind === "outcome"
        ? { outcome: verdict.outcome === key.outcome ? null : key.outcome }
        : { rating: key.rating },
    ),
  );
}

/** Whether there is a result to judge (a failed or running task has none). */
export const judgeable = (entry: DeckEntry) => entryResults(entry) !== null;

/** "3 of 12 reviewed": of the results the current filter shows, those with a pass, fail or rating. */
export function ReviewedCount({ entries }: { entries: readonly DeckEntry[] }) {
  const { i18n } = useLingui();
  const { book } = useVerdictBook();
  if (!book) return null;
  const results = entries.filter(judgeable);
  const { locale } = i18n;
  const reviewed = formatNumber(results.filter((entry) => isReviewed(book.get(entry.id))).length, { locale });
  const total = formatNumber(results.length, { locale });
  return (
    <p className="text-sm text-slate-700">
      <Trans>
        {reviewed} of {total} reviewed
      </Trans>
    </p>
  );
}

/** The verdict panel for the task on show (a result to judge), its pinned notes on the lightbox's video or 3D view. */
export function LightboxVerdict({ entry, noteRef }: { entry: DeckEntry; noteRef: Ref<HTMLTextAreaElement> }) {
  const pins = { time: videoOfLightbox, view: viewOfLightbox, none: null }[pinKind(entry.record?.data) ?? "none"];
  return <LazyVerdictPanel key={entry.id} taskId={entry.id} pins={pins} noteRef={noteRef} />;
}
