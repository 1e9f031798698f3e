import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { taskAnchor } from "../../../lib/task-anchor.ts";
import { FailReason } from "./fail-reason.tsx";
import { LazyDetails } from "../../../components/lazy-details.tsx";
import { ProgressBar } from "../../../components/status/progress-bar.tsx";
import { PromptView } from "./prompt-view.tsx";
import { SourceThumbnail } from "./source-thumbnail.tsx";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { StatusBadge } from "../../../components/status/status-badge.tsx";
import { SubmissionNote } from "./submission-note.tsx";
import { TaskIds } from "./task-ids.tsx";
import { cardTitle, modelOf, promptOf, senderWords, taskTitle } from "./task-title.ts";
import { usePerson } from "../../../lib/connection-context.tsx";
import { lazyModule, useLazyModule } from "../../../lib/lazy-module.ts";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";

// The times and the raw record: one chunk, fetched at a card's first opening of its Details.
const details = lazyModule(() => importWithCatalogs(TOOL_CATALOGS, () => import("./details/card-details.ts")));
type DetailParts = NonNullable<ReturnType<typeof details.current>>;

/** What `show` makes of the details' chunk once it has come. A failed fetch (the server away) leaves the rest of the card as it is. */
function WithDetails({ show }: { show: (parts: DetailParts) => ReactNode }) {
  const { module } = useLazyModule(details, true);
  return module ? show(module) : null;
}

type Props = {
  entry: DeckEntry;
  /** Current time (ms); the parent re-renders every second while the task runs. */
  now: number;
  /** How following the task goes, e.g. "last updated 12 s ago — retrying". */
  pollStatus?: ReactNode;
  results?: ReactNode;
  /** The row of actions (a few buttons, the rest in its More menu). */
  actions?: ReactNode;
  /** Leads the header: the card's Select checkbox (comparison). */
  select?: ReactNode;
  /** Under the result: the verdict on it (pass/fail, rating, tags, notes). */
  review?: ReactNode;
};

/**
 * One submitted task, output first: a title that tells it from the others (the prompt's first
 * words, the model beneath), its result large (or its live progress), the verdict, the actions;
 * then what people look up less often (the whole prompt, times, ids, the raw record) behind a
 * disclosure (the times and the raw record built when first opened). Display only.
 */
export function TaskCard({ entry, now, pollStatus, results, actions, select, review }: Props) {
  // Subscribes the card to the language: its title and status words are translated here.
  useLingui();
  const headingId = useId();
  const modelId = useId();
  const { record, body } = entry;
  const model = modelOf(body);
  const prompt = promptOf(body);
  const status = deckStatus(entry);
  const sender = senderWords(entry.sentBy, usePerson());
  // A task the server forgot before it finished: its last progress no longer holds. Before any
  // record only the sending is known; a bar would claim work that may not exist. Once final,
  // the badge says how it ended: a full bar would only push the result down.
  const showProgress = !status.final && status.key !== "GONE" && (record !== null || entry.state === "sending");
  return (
    <article
      id={taskAnchor(entry.id)}
      aria-labelledby={`${headingId} ${modelId}`}
      // Focused by "View task" only (a jump the user asked for); not a stop in the Tab order.
      tabIndex={-1}
      // Jumped to by "View task": clear of the page's sticky bars.
      className="min-w-0 scroll-mt-4 scroll-mb-24 space-y-2 focus-visible:outline-2 focus-visible:outline-offset-2 rounded-lg border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
    >
      <header className="space-y-1">
        <div className="flex items-start gap-2">
          {select}
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="truncate text-sm font-semibold text-slate-900">
              {cardTitle(entry)}
            </h3>
            <p id={modelId} className="truncate text-xs text-slate-600">
              {taskTitle(entry)}
              {sender ? ` · ${sender}` : null}
            </p>
          </div>
          <StatusBadge status={status} />
        </div>
        {pollStatus}
      </header>
      {results}
      {review}
      {showProgress ? <ProgressBar percent={record?.percent ?? null} status={status} /> : null}
      <SubmissionNote entry={entry} note={status.note} />
      {record ? <FailReason stopped={status.stopped} reason={record.fail_reason} /> : null}
      {actions}
      <LazyDetails
        className="group text-xs"
        summaryClassName="cursor-pointer font-medium text-brand-700 underline hover:text-brand-800"
        summary={<Trans>Details</Trans>}
      >
        {(opened) => (
          // The whole prompt and the ids are always there: the page's find-in-page reaches them
          // (a request_id from a log, a prompt's words). The times and the raw record are built
          // once opened (components/lazy-details.tsx says what that saves).
          <div className="mt-2 space-y-2">
            <div className="flex items-start gap-3">
              <SourceThumbnail body={body} />
              <div className="min-w-0 flex-1">
                <PromptView mode={entry.mode} prompt={prompt} model={model} />
              </div>
            </div>
            {opened ? (
              <WithDetails
                show={({ TaskTimes }) => (
                  <TaskTimes record={record} final={status.final} submittedAt={entry.submittedAt} now={now} />
                )}
              />
            ) : null}
            {entry.requestId || record ? (
              <TaskIds requestId={entry.requestId ?? record?.request_id ?? null} taskId={record?.task_id ?? ""} />
            ) : null}
            {opened && record ? <WithDetails show={({ RawRecord }) => <RawRecord raw={record.raw} />} /> : null}
          </div>
        )}
      </LazyDetails>
    </article>
  );
}
