import { useLingui } from "@lingui/react/macro";
import { use, useId, useState, useSyncExternalStore, type Ref } from "react";
import { Button } from "../../../components/button.tsx";
import { EMPTY_VERDICT } from "../../../entities/verdict/verdict.ts";
import { OUTCOME_TABLE, OUTCOMES } from "../../../entities/verdict/outcomes.ts";
import type { VerdictPatch } from "../../../entities/verdict/store.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { NoteField } from "./note-field.tsx";
import type { PinSource } from "./pin-source.ts";
import { PinnedNotes } from "./pinned-notes.tsx";
import { RatingField } from "./rating-field.tsx";
import { TagField } from "./tag-field.tsx";
import { VerdictView } from "./verdict-view.tsx";
import { useMayChange, usePerson } from "../../../lib/connection-context.tsx";
import type { Review } from "../../../contract/review.ts";
import { reviewsWithMine } from "../../../entities/verdict/reviews.ts";
import { ReviewsLine } from "../../../components/verdict/reviews-line.tsx";

export type VerdictPanelProps = {
  /** The task's id in the ledger. */
  taskId: string;
  /** What notes are pinned to (pin-source.ts); none, no pinned notes (nothing to pin to). */
  pins?: PinSource | null;
  /** For the keyboard review's `n`. */
  noteRef?: Ref<HTMLTextAreaElement>;
  /** One bar (pass, fail, stars); tags and notes open on demand (a card's). */
  compact?: boolean;
  /** Each person's verdict as the workspace shared them (the task entry's); shown with this person's. */
  reviews?: readonly Review[];
};

/**
 * The verdict on one result: pass or fail, a rating, tags, a note and pinned notes (on a card,
 * `compact`: behind a button). Every
 * change is saved at once (the note a moment after typing stops) and shows in every tab.
 */
export default function VerdictPanel({ taskId, pins = null, noteRef, compact = false, reviews }: VerdictPanelProps) {
  const { t, i18n } = useLingui();
  const moreId = useId();
  const [open, setOpen] = useState(!compact);
  const mayChange = useMayChange();
  const me = usePerson();
  // Suspends until the stored verdicts are read, so a saved one never flashes as none.
  const book = use(loadVerdictBook());
  useSyncExternalStore(book.subscribe, book.snapshot);
  const verdict = book.get(taskId) ?? EMPTY_VERDICT;
  const change = (patch: VerdictPatch) => book.update(taskId, patch);
  const all = reviewsWithMine(reviews, me, book.get(taskId));
  const everyone = <ReviewsLine reviews={all} me={me} />;
  // A viewer judges nothing: they read the reviewers' verdicts (their own book holds none).
  if (!mayChange) return <VerdictView verdict={verdict} others={all.length ? everyone : null} />;

  return (
    <div
      role="group"
      aria-label={t({ message: "Verdict", context: "panel" })}
      className={compact ? "space-y-2" : "space-y-2 rounded-md border border-slate-200 p-2"}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex gap-2">
          {OUTCOMES.map((outcome) => (
            <Button
              key={outcome}
              size="sm"
              aria-pressed={verdict.outcome === outcome}
              onClick={() => void change((v) => ({ outcome: v.outcome === outcome ? null : outcome }))}
            >
              {i18n._(OUTCOME_TABLE[outcome].label)}
            </Button>
          ))}
        </div>
        <RatingField rating={verdict.rating} onChange={(rating) => void change({ rating })} />
        {compact ? (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={moreId} onClick={() => setOpen(!open)}>
            {t`Tags and notes`} <span aria-hidden="true">{open ? "▴" : "▾"}</span>
          </Button>
        ) : null}
      </div>
      {everyone}
      {/* Made only while open: a closed card's verdict is one bar. */}
      <div id={moreId} hidden={!open} className="space-y-2">
        {open ? (
          <>
            <TagField tags={verdict.tags} known={book.tags()} onChange={(tags) => void change({ tags })} />
            <NoteField note={verdict.note} onSave={(note) => change({ note })} noteRef={noteRef} />
            {pins ? <PinnedNotes pins={verdict.pins} source={pins} onChange={(p) => void change({ pins: p })} /> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}
