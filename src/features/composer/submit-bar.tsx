import { Trans } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { CHECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Button } from "../../components/button.tsx";
import { SUBMIT_BAR_CLASS } from "../../components/request/submit-bar-place.ts";
import { jumpToTask, taskAnchor } from "../../lib/task-anchor.ts";
import type { SubmitTask } from "./use-submit-task.ts";

// The question a resend within minutes asks: fetched with the first one; then it stays, closed,
// so that closing it hands the focus back.
const DuplicateDialog = lazyWithCatalogs(CHECK_CATALOGS, () => import("./checks/duplicate-dialog.tsx"));

/**
 * The Submit button and what became of the last submission, always in reach without scrolling:
 * on one column it stays at the bottom of the window; beside the results it sticks to the
 * window's bottom while the (sticky) form is taller than it. How a sent task
 * goes is its card's to show (live); on one column, where the card is below the form, a link
 * jumps to it.
 */
export function SubmitBar({ task, onRetry }: { task: SubmitTask; onRetry: () => void }) {
  const { error, pending, sentEntryId } = task;
  const [asked, setAsked] = useState(false);
  if (task.duplicate && !asked) setAsked(true);
  return (
    <div className={SUBMIT_BAR_CLASS}>
      <div className="flex flex-wrap items-center gap-3">
        {/* aria-disabled, not disabled: a button disabled under focus drops the focus to the page.
        A second send while pending is stopped by useSubmitTask, not by the button. */}
        <Button type="submit" variant="primary" size="lg" aria-disabled={pending || undefined}>
          {pending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
        </Button>
        {/* Only where a keyboard is likely: a fine pointer goes with one; a phone's touch screen does not. */}
        <span className="hidden text-xs text-slate-600 any-pointer-fine:inline">
          <Trans>Ctrl/⌘ + Enter submits</Trans>
        </span>
        {!pending && !error && sentEntryId ? (
          <a
            href={`#${taskAnchor(sentEntryId)}`}
            onClick={(event) => {
              if (jumpToTask(sentEntryId)) event.preventDefault();
            }}
            className="text-sm font-medium text-brand-700 underline lg:hidden"
          >
            <Trans>View task</Trans>
          </a>
        ) : null}
      </div>
      {!pending && error ? (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p>{error.message}</p>
          {error.retryable ? (
            <Button size="sm" onClick={onRetry} className="mt-2">
              <Trans context="sending">Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
      {asked ? (
        <Suspense fallback={null}>
          <DuplicateDialog {...task} />
        </Suspense>
      ) : null}
    </div>
  );
}
