import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { Button } from "../../../components/button.tsx";
import { ErrorBoundary } from "../../../components/error-boundary.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { compareSides, type CompareSide } from "./compare-sides.ts";
import { ModelCompare } from "./model-compare.tsx";
import { SideFacts } from "./side-facts.tsx";
import { useMountedModal } from "./use-mounted-modal.ts";
import { judgeable } from "../../../entities/task/entry-results.ts";
import { useJudgementBook } from "../../../entities/judgement/use-judgement-book.ts";
import { LazyVerdictPanel } from "../verdict-slot/lazy-verdict-panel.tsx";
import { compareKeyHandler } from "./compare-key-handler.ts";
import { PairJudge } from "./pair-judge.tsx";
import { openShare } from "../../../lib/share-store.ts";
import { useMayChange } from "../../../lib/connection-context.tsx";
import { VideoCompare } from "./video-compare.tsx";

const LETTERS = "ABCD";

/**
 * The Compare view: a modal dialog over everything, the results side by side (videos under one
 * transport, 3D with linked cameras, images as they are), then what sets each side apart and its
 * verdict. Loaded on demand, with the diff library; its address is `#compare=…` (compare-route.ts).
 */
export default function CompareView({
  ids,
  entries,
  onClose,
}: {
  ids: readonly string[];
  entries: readonly DeckEntry[];
  onClose: () => void;
}) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { i18n, t } = useLingui();
  // Worked out on each render, so a language switch re-labels the facts and dates at once.
  const { sides, missing } = compareSides(ids, entries, i18n);
  const missingIds = missing.join(", ");
  const missingCount = missing.length;
  const lettered = sides.map((side, i) => ({ side, letter: LETTERS[i] ?? String(i + 1) }));
  const videos = lettered.flatMap((s) => (s.side.media.kind === "video" ? [{ ...s, url: s.side.media.url }] : []));
  const models = lettered.flatMap((s) =>
    s.side.media.kind === "model"
      ? [{ ...s, side: s.side as Parameters<typeof ModelCompare>[0]["sides"][0]["side"] }]
      : [],
  );
  const others = lettered.filter((s) => s.side.media.kind === "image" || s.side.media.kind === "none");

  const closed = useMountedModal(dialog, onClose);
  // Two sides with a result to judge are judged as a pair too; the book's changes, in any tab, re-render.
  const { book } = useJudgementBook();
  // A viewer's keys judge nothing (issue 28).
  const mayChange = useMayChange();
  const [first, second] = sides;
  const pair =
    sides.length === 2 && first && second && judgeable(first.entry) && judgeable(second.entry)
      ? ([first.entry.id, second.entry.id] as const)
      : null;

  const shareable =
    mayChange && sides.length === 2 && sides.every(({ entry }) => entry.inWorkspace || entry.fromWorkspace);

  const against = (i: number) => lettered[i === 0 ? 1 : 0] ?? null;

  return (
    // The keys are shortcuts for buttons the keyboard also reaches (the sides' verdicts, Which is better?).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={closed}
      onKeyDown={mayChange ? compareKeyHandler(book, pair) : undefined}
      className="m-0 h-dvh max-h-none w-screen max-w-none overflow-auto bg-white p-0 text-slate-900 backdrop:bg-slate-900/60"
    >
      <div className="mx-auto max-w-screen-2xl space-y-4 p-3 sm:p-4">
        <header className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-lg font-semibold">
            <Trans>Compare</Trans>
          </h2>
          <div className="flex gap-2">
            {/* A link to the pair, for people without an account: two tasks the workspace holds. */}
            {shareable ? (
              <Button
                size="sm"
                onClick={() => openShare({ kind: "compare", targets: sides.map((side) => side.entry.id) })}
              >
                <Trans context="compare">Share</Trans>
              </Button>
            ) : null}
            <Button size="sm" onClick={() => dialog.current?.close()}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </header>
        {missing.length > 0 ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {t({
              message: plural(missingCount, {
                one: `One task asked for is not in this browser's history: ${missingIds}.`,
                other: `# tasks asked for are not in this browser's history: ${missingIds}.`,
              }),
            })}
          </p>
        ) : null}
        {sides.length < 2 ? (
          <p className="text-sm text-slate-700">
            <Trans>There is nothing to compare it with: select 2 to 4 results and press Compare.</Trans>
          </p>
        ) : null}
        <ErrorBoundary label={t`The comparison`}>
          {videos.length > 0 ? <VideoCompare sides={videos} /> : null}
          {models.length > 0 ? <ModelCompare sides={models} /> : null}
          {others.length > 0 ? <OtherSides sides={others} /> : null}
          {pair ? <PairJudge book={book} a={pair[0]} b={pair[1]} /> : null}
          <div className={`mt-4 grid gap-3 md:grid-cols-2 ${sides.length > 2 ? "xl:grid-cols-4" : ""}`}>
            {lettered.map(({ side, letter }, i) => (
              <SideFacts
                key={side.entry.id}
                side={side}
                letter={letter}
                against={sides.length > 1 ? against(i) : null}
                review={
                  judgeable(side.entry) ? (
                    <LazyVerdictPanel taskId={side.entry.id} reviews={side.entry.reviews} />
                  ) : undefined
                }
              />
            ))}
          </div>
        </ErrorBoundary>
      </div>
    </dialog>
  );
}

/** Sides with an image, or with nothing to show yet (still running, failed, expired). */
function OtherSides({ sides }: { sides: { side: CompareSide; letter: string }[] }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {sides.map(({ side, letter }) => (
        <figure key={side.entry.id} className="m-0 min-w-0 space-y-1">
          {side.media.kind === "image" ? (
            <img
              src={side.media.url}
              alt={`${letter}: ${side.title}`}
              referrerPolicy="no-referrer"
              className="max-h-[60vh] rounded-md"
            />
          ) : (
            <p className="rounded-md bg-slate-100 p-3 text-sm text-slate-700">
              <Trans>{letter} has no result to show.</Trans>
            </p>
          )}
          <figcaption className="text-sm font-medium text-slate-800">{letter}</figcaption>
        </figure>
      ))}
    </div>
  );
}
