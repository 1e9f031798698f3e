import { Trans, useLingui } from "@lingui/react/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { FailReason } from "../card/fail-reason.tsx";
import { ProgressBar } from "../../../components/status/progress-bar.tsx";
import { PromptView } from "../card/prompt-view.tsx";
import { SourceThumbnail } from "../card/source-thumbnail.tsx";
import { StatusBadge } from "../../../components/status/status-badge.tsx";
import { modelOf, promptOf } from "../card/task-title.ts";
import { entryResults } from "../../../entities/task/entry-results.ts";
import { LazyCardMenu } from "../menu/lazy-card-menu.ts";
import { ResultActions } from "../results/result-actions.tsx";
import { TaskResults } from "../results/task-results.tsx";
import { deckStatus } from "../../../entities/task/deck-status.ts";

// The card's players, made as large as the dialog allows: a video at its own aspect ratio up to
// most of the window's height, a picture likewise, a 3D viewer as wide as the dialog.
const LARGE = "[&_video]:max-h-[65vh] [&_video]:w-full [&_video]:object-contain [&_img]:max-h-[65vh] [&_img]:mx-auto";

/** The task in the lightbox: its result large, where it stands, the prompt with its moves, the model. */
export function LightboxBody({ entry }: { entry: DeckEntry }) {
  const { t } = useLingui();
  const status = deckStatus(entry);
  const results = entryResults(entry);
  const model = modelOf(entry.body);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        {status.final ? null : (
          <div className="min-w-40 flex-1">
            <ProgressBar percent={entry.record?.percent ?? null} status={status} />
          </div>
        )}
      </div>
      {entry.record ? <FailReason stopped={status.stopped} reason={entry.record.fail_reason} /> : null}
      {results ? (
        <div className={LARGE}>
          <TaskResults {...results} />
          <div className="mt-2">
            <ResultActions
              {...results}
              menu={() => <LazyCardMenu results={results} />}
              preload={LazyCardMenu.preload}
            />
          </div>
        </div>
      ) : (
        <p className="rounded-md bg-slate-100 p-6 text-center text-sm text-slate-700">
          {status.final ? t`This task produced no result.` : t`No result yet: it shows here when the task finishes.`}
        </p>
      )}
      <section aria-label={t`Request`} className="flex items-start gap-3">
        <SourceThumbnail body={entry.body} />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-xs text-slate-600">
            <Trans>
              Model: <span className="font-mono text-slate-900">{model}</span>
            </Trans>
          </p>
          <PromptView mode={entry.mode} prompt={promptOf(entry.body)} model={model} />
        </div>
      </section>
    </div>
  );
}
