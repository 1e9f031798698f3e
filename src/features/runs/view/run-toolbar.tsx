import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { Run } from "../../../contract/run.ts";
import { Button } from "../../../components/button.tsx";
import { CopyButton } from "../../../components/copy-button.tsx";
import { useConnection, useMayChange, usePerson } from "../../../lib/connection-context.tsx";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import { CompareButton } from "../../../components/selection/compare-button.tsx";
import { useVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { runMarkdown } from "./run-markdown.ts";
import { comparisonsMarkdown } from "./run-comparisons.ts";
import { costWords } from "../../../entities/run/estimate-words.ts";
import { useTaskPrice } from "../../../lib/task-price.ts";
import { useJudgementBook } from "../../../entities/judgement/use-judgement-book.ts";
import { progressText, runProgress, type EntryOf } from "./run-progress.ts";
import { RUN_FILTER_LABELS, RUN_FILTERS, type RunFilter } from "./run-review.ts";
import { runRows } from "./run-rows.ts";
import { runTotals } from "./run-totals.ts";
import { useRunReports } from "./use-run-reports.ts";
import { openShare, type FileLink, type ShareReport } from "../../../lib/share-store.ts";
import { openQueueMaker } from "../../../lib/queue-store.ts";

type Props = {
  run: Run;
  runs: readonly Run[];
  filter: RunFilter;
  onFilter: (filter: RunFilter) => void;
  entryOf: EntryOf;
};

/** A preset keeps one baseline: marking this run unmarks the others of its preset. */
async function markBaseline(run: Run, runs: readonly Run[]) {
  const book = sharedRunBook();
  const on = !run.baseline;
  if (on)
    for (const other of runs)
      if (other.id !== run.id && other.baseline && other.presetId === run.presetId)
        await book.update(other.id, { baseline: false });
  await book.update(run.id, { baseline: on });
}

/** What can be done with a run: review filters, Compare, the baseline, and its reports. */
export function RunToolbar({ run, runs, filter, onFilter, entryOf }: Props) {
  const { t, i18n } = useLingui();
  const mayChange = useMayChange();
  const filterId = useId();
  const baselineReason = useId();
  const { book } = useVerdictBook();
  const { connection } = useConnection();
  const me = usePerson();
  const reports = useRunReports(run, entryOf);
  const judgements = useJudgementBook().book;
  const price = useTaskPrice();
  const secrets = connection.token ? [connection.token] : [];
  const verdictOf = (id: string) => book?.get(id);
  /** The report in Markdown; with `fileLink`, its result links through a share link. */
  const markdown = (fileLink?: FileLink) => {
    const rows = runRows(run, entryOf, verdictOf, me, fileLink);
    const progress = progressText(runProgress(run, entryOf));
    // The cost of the tasks sent, at the price per task entered in the settings (none: no cost).
    const sent = rows.filter((row) => row.entryId !== null).length;
    const summary = price === null ? progress : `${progress} · ${costWords(sent, price)}`;
    const report = { summary, totals: runTotals(run, verdictOf), me };
    const table = runMarkdown(run, rows, report, secrets);
    return [table, comparisonsMarkdown(rows, (id) => judgements?.of(id) ?? [], secrets)].filter(Boolean).join("\n");
  };
  // Offered by the Share dialog once its link is made: the reports, their files opened through it.
  const shareReport: ShareReport = {
    markdown,
    files: reports.forShare,
    name: `${reports.base}-shared`,
  };
  const canBaseline = run.presetId !== null;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-sm text-slate-700">
          <Trans>Show</Trans>
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => onFilter(event.target.value as RunFilter)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          {RUN_FILTERS.map((each) => (
            <option key={each} value={each}>
              {i18n._(RUN_FILTER_LABELS[each])}
            </option>
          ))}
        </select>
        <CompareButton />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mayChange ? (
          <Button
            size="sm"
            aria-pressed={run.baseline}
            aria-disabled={!canBaseline}
            aria-describedby={canBaseline ? undefined : baselineReason}
            onClick={() => canBaseline && void markBaseline(run, runs)}
          >
            <Trans>Mark as baseline</Trans>
          </Button>
        ) : null}
        {canBaseline || !mayChange ? null : (
          <span id={baselineReason} className="text-xs text-slate-600">
            <Trans>Only a run made from a saved preset can be its baseline.</Trans>
          </span>
        )}
        <Button size="sm" onClick={() => void reports.exportAs("json")}>
          <Trans>Export run (JSON)</Trans>
        </Button>
        <Button size="sm" onClick={() => void reports.exportAs("csv")}>
          <Trans>Export run (CSV)</Trans>
        </Button>
        <CopyButton text={() => markdown()} label={t`Copy as Markdown`} />
        <Button size="sm" aria-disabled={reports.busy !== null} onClick={() => void reports.downloadRun()}>
          {reports.busy === "zip" ? t`Downloading the run…` : t`Download run`}
        </Button>
        <Button size="sm" aria-disabled={reports.busy !== null} onClick={() => void reports.exportImage()}>
          <Trans>Export grid image</Trans>
        </Button>
        {/* The report as a read-only link: a run the workspace holds (its server sends it). */}
        {mayChange && run.sentBy === "server" ? (
          <>
            <Button
              size="sm"
              onClick={() =>
                openShare({
                  kind: "run",
                  targets: [run.id],
                  report: shareReport,
                })
              }
            >
              <Trans context="run">Share</Trans>
            </Button>
            <Button
              size="sm"
              onClick={() => openQueueMaker({ source: { kind: "run", runId: run.id }, name: run.name })}
            >
              <Trans>Make review queue</Trans>
            </Button>
          </>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {reports.message}
      </p>
    </div>
  );
}
