import type { Ref } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { LazyVerdictPanel } from "../verdict-slot/lazy-verdict-panel.tsx";
import { pinKind, videoOf, viewOf } from "../verdict/pin-source.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import type { ReviewKey } from "./lightbox-keys.ts";

/** Notes pinned to the time of the video the lightbox shows. */
const videoOfLightbox = videoOf((from) => from.closest("dialog"));

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

/** The verdict panel for the task on show (a result to judge), its pinned notes on the lightbox's video or 3D view. */
export function LightboxVerdict({ entry, noteRef }: { entry: DeckEntry; noteRef: Ref<HTMLTextAreaElement> }) {
  const pins = { time: videoOfLightbox, view: viewOfLightbox, none: null }[pinKind(entry.record?.data) ?? "none"];
  return <LazyVerdictPanel key={entry.id} taskId={entry.id} pins={pins} noteRef={noteRef} reviews={entry.reviews} />;
}
