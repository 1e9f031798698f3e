import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CompareSide } from "./compare-sides.ts";
import { PromptDiff } from "./prompt-diff.tsx";

/** A side's heading, its prompt against another side's, the facts that set it apart, and its verdict. */
export function SideFacts({
  side,
  letter,
  against,
  review,
}: {
  side: CompareSide;
  letter: string;
  against: { side: CompareSide; letter: string } | null;
  /** The verdict panel for this side's result (the review keys then judge the side holding the focus). */
  review?: ReactNode;
}) {
  return (
    <section
      aria-label={`${letter}: ${side.title}`}
      data-side={review ? side.entry.id : undefined}
      className="min-w-0 space-y-2 rounded-lg border border-slate-200 p-3"
    >
      <h3 className="text-sm font-semibold break-words text-slate-900">
        {letter} · {side.title}
      </h3>
      {against ? <PromptDiff prompt={side.prompt} against={against.side.prompt} againstTitle={against.letter} /> : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {side.facts.map((fact) => (
          <div key={fact.key} className="contents">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="break-words text-slate-900">
              {fact.value}
              {fact.differs ? " " : null}
              {fact.differs ? (
                <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">
                  <Trans>differs</Trans>
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {review}
    </section>
  );
}
