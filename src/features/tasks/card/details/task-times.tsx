import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { TaskRecord } from "../../../../contract/record.ts";
import { formatDateTime, formatDuration, relativeTime, taskTimes, type Moment } from "./time.ts";

type Props = {
  record: TaskRecord | null;
  /** The task can no longer change (deckStatus): a missing time will never come. */
  final: boolean;
  /** When this browser sent the request (ms): shown until the service reports its own submit_time. */
  submittedAt: number;
  /** The parent re-renders with a new `now` every second while the task runs, so durations tick. */
  now: number;
};

/** When the task was submitted, started and finished, and how long it waited and ran. */
export function TaskTimes({ record, final, submittedAt, now }: Props) {
  // useLingui: the card re-renders, dates and durations included, when the language changes.
  const { t, i18n } = useLingui();
  const times = record ? taskTimes(record, final, now) : null;
  // On a final task a missing time will never come, so "not yet" would mislead.
  const missing = final ? t`not recorded` : t`not yet`;
  const locale = i18n.locale;
  const submitted = times?.submitted ?? { ms: submittedAt };
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
      <Row term={t({ message: "Submitted", context: "time" })}>
        <When moment={submitted} now={now} missing={missing} locale={locale} />
      </Row>
      {/* Without a record nothing is known to have started: only the sending is shown. */}
      {times ? (
        <>
          <Row term={t({ message: "Started", context: "time" })}>
            <When moment={times.started} now={now} missing={missing} locale={locale} />
          </Row>
          <Row term={t({ message: "Finished", context: "time" })}>
            <When moment={times.finished} now={now} missing={missing} locale={locale} />
          </Row>
          {times.queuedFor !== null ? <Row term={t`Queued for`}>{formatDuration(times.queuedFor)}</Row> : null}
          {times.ranFor !== null ? <Row term={t`Ran for`}>{formatDuration(times.ranFor)}</Row> : null}
        </>
      ) : null}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

type WhenProps = { moment: Moment; now: number; missing: string; locale: string };

function When({ moment, now, missing, locale }: WhenProps) {
  if (!moment) return <span className="text-slate-600 italic">{missing}</span>;
  return (
    <>
      <time dateTime={new Date(moment.ms).toISOString()}>{formatDateTime(moment.ms, { locale })}</time>
      <span className="text-slate-600"> · {relativeTime(moment.ms, now, locale)}</span>
    </>
  );
}
