import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { ModalDialog } from "../../../components/modal-dialog.tsx";
import { useComposerControl } from "../../../lib/composer-control.tsx";
import { formatNumber } from "../../../lib/format-number.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { taskTitle } from "../card/task-title.ts";
import { CompareButton } from "../../../components/selection/compare-button.tsx";
import { useCompareRoute } from "../../../components/selection/compare-route.ts";
import { SelectBox } from "../selection/select-box.tsx";
import { LightboxBody } from "./lightbox-body.tsx";
import { neighbour, type LightboxMove } from "./lightbox-keys.ts";
import { ReviewedCount } from "../../../components/review/reviewed-count.tsx";
import { judgeable } from "../../../entities/task/entry-results.ts";
import { applyReviewKey, LightboxVerdict } from "./lightbox-review.tsx";
import { useLightboxKeys } from "./use-lightbox-keys.ts";
import { QueueBar } from "./queue-bar.tsx";
import { useMayChange } from "../../../lib/connection-context.tsx";
import { closeLightbox, DECK_SCOPE, openLightbox, useLightboxId } from "../../../lib/lightbox-store.ts";

/**
 * Any task's result, large, in a modal dialog: previous and next through the tasks the current
 * filter shows (buttons and ← →), and its actions, all on the keyboard. Escape or Close shut it
 * and focus goes back to where it was opened from (the gallery's tile of the task last shown).
 * A chunk of its own, loaded the first time something is opened. `scope`: whose list it walks
 * (the deck's, or a run grid's in grid order); `caption`, what a task is there (a run's cell), in
 * place of its place in the list. The verdict stays in view: beside the result, or above it when narrow.
 */
export default function Lightbox({
  entries,
  scope = DECK_SCOPE,
  caption,
}: {
  entries: readonly DeckEntry[];
  scope?: string;
  caption?: (id: string) => string | null;
}) {
  const { i18n } = useLingui();
  const titleId = useId();
  const openId = useLightboxId(scope);
  const { load } = useComposerControl();
  // Compare opens above everything: the lightbox makes way (focus goes home, as on Escape).
  const comparing = useCompareRoute() !== null;
  const index = entries.findIndex((entry) => entry.id === openId);
  const entry = entries[index];
  const ids = entries.map((each) => each.id);
  const { locale } = i18n;
  const position = formatNumber(index + 1, { locale });
  const shown = formatNumber(entries.length, { locale });
  const step = (move: LightboxMove) => {
    const next = entry ? neighbour(ids, entry.id, move) : null;
    if (next) openLightbox(next, scope);
  };
  const note = useRef<HTMLTextAreaElement>(null);
  // A viewer's review keys do nothing: the verdict is theirs to read, not to give (issue 28).
  const mayChange = useMayChange();
  const judged = entry !== undefined && judgeable(entry);
  const named = entry ? caption?.(entry.id) : null;
  useLightboxKeys(
    entry ? { step, review: (key) => judged && mayChange && applyReviewKey(entry.id, key, note.current) } : null,
  );

  return (
    // A task the filter no longer shows closes it (and focus goes home as on Escape).
    <ModalDialog open={entry !== undefined && !comparing} onClose={closeLightbox} labelledBy={titleId} width="wide">
      {entry ? (
        <div className="max-h-[calc(100dvh-2rem)] space-y-4 overflow-y-auto p-4 sm:p-5">
          <header className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              {/* Where focus goes back to when the element that had it leaves with the task it showed. */}
              <h2
                id={titleId}
                tabIndex={-1}
                data-lightbox-home
                className="text-lg font-semibold break-all outline-none"
              >
                {named ?? taskTitle(entry)}
              </h2>
              <p className="text-sm text-slate-700">
                {named ? (
                  taskTitle(entry)
                ) : (
                  <Trans>
                    Task {position} of {shown} shown
                  </Trans>
                )}
              </p>
              <ReviewedCount entries={entries} />
            </div>
            {/* The browser's own way to close a dialog: focus then returns to what opened it. */}
            <form method="dialog">
              <Button type="submit">
                <Trans>Close</Trans>
              </Button>
            </form>
          </header>
          <QueueBar taskId={entry.id} />
          <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
            {judged ? (
              <div className="lg:sticky lg:top-0 lg:col-start-2 lg:row-start-1">
                <LightboxVerdict entry={entry} noteRef={note} />
              </div>
            ) : null}
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <LightboxBody entry={entry} />
            </div>
          </div>
          <footer className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
            {/* aria-disabled, not disabled: a button that disables itself under focus would drop it. */}
            <Button aria-disabled={index === 0} onClick={() => step("previous")}>
              <Trans>Previous</Trans>
            </Button>
            <Button aria-disabled={index === entries.length - 1} onClick={() => step("next")}>
              <Trans>Next</Trans>
            </Button>
            {/* The box's own name starts with the word shown beside it ("Select Video · …"). */}
            <div className="flex items-center gap-1.5 text-sm">
              <SelectBox entry={entry} className="mt-0" />
              <span aria-hidden="true">
                <Trans>Select</Trans>
              </span>
            </div>
            <CompareButton />
            <Button
              onClick={(event) => {
                load(entry.mode, entry.body);
                // Closed as Escape closes it, so focus goes home the same way; the composer now holds the request.
                event.currentTarget.closest("dialog")?.close();
              }}
            >
              <Trans context="lightbox">Clone</Trans>
            </Button>
            <p className="text-xs text-slate-600">
              {/* The keys are the same in every language: only what they do is translated. */}
              <Trans>← → previous and next · P pass · F fail · 1–5 rate · N note · Esc closes</Trans>
            </p>
          </footer>
        </div>
      ) : null}
    </ModalDialog>
  );
}
