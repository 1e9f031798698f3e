import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { Field, inputClass } from "../../../components/field.tsx";
import { PSEUDO_STATUSES, statusWords } from "../../../entities/task/statuses.ts";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { isOutcome, OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import { statusOptions, VERDICT_FILTERS, type HistoryFilters } from "./filter.ts";
import { TransferButtons, type TransferButtonsProps } from "../../../components/transfer-buttons.tsx";

export type { ExportFormat } from "../../../components/transfer-buttons.tsx";

export type HistoryToolbarProps = Omit<TransferButtonsProps, "canExport"> & {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  /** Tasks in the history, and how many of them pass the filters. */
  total: number;
  shown: number;
  /** The rest of the history is still being read (only the newest tasks are in): the count says so. */
  reading?: boolean;
  /** The statuses that occur (`presentStatuses`); without it every pseudo status is offered. */
  statuses?: Iterable<string>;
  /** What acts on the selected tasks (Compare), beside the count. */
  selectionActions?: ReactNode;
  /** The tags in use on verdicts, for the Tag filter. */
  tags?: readonly string[];
};

/** Search, filters, the count they leave, and export/import. The I/O itself is the caller's. */
export function HistoryToolbar({
  filters,
  onChange,
  total,
  shown,
  reading = false,
  onExport,
  onImport,
  statuses,
  selectionActions,
  tags = [],
}: HistoryToolbarProps) {
  const { t, i18n } = useLingui();
  const verdictWords = {
    all: t`All`,
    unreviewed: t({ message: "Unreviewed", context: "filter" }),
    mine: t`Reviewed by me`,
    "not-mine": t`Not reviewed by me`,
    disagreement: t`Reviewers disagree`,
  };
  const shownCount = i18n.number(shown);
  const totalCount = i18n.number(total);
  const options = useMemo(() => {
    const list = statusOptions(statuses ?? PSEUDO_STATUSES);
    // The chosen status stays selectable even once no task has it any more.
    return filters.status === "all" || list.includes(filters.status) ? list : [...list, filters.status];
  }, [statuses, filters.status]);
  const tag = filters.tag ?? "";
  // Like the status, the chosen tag stays selectable once no verdict carries it.
  const tagOptions = tag === "" || tags.includes(tag) ? tags : [...tags, tag];

  return (
    <div className="space-y-2">
      {/* On a phone the search takes a row, Status and Mode share the next. */}
      <div className="grid grid-cols-2 gap-3 *:first:col-span-2 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:*:first:col-span-1">
        <Field label={t`Search tasks`}>
          {(ids) => (
            <input
              id={ids.control}
              type="search"
              className={inputClass}
              placeholder={t`Prompt, model, request or task id`}
              value={filters.query}
              onChange={(event) => onChange({ ...filters, query: event.target.value })}
            />
          )}
        </Field>
        <Field label={t({ message: "Status", context: "filter" })}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={filters.status}
              onChange={(event) => onChange({ ...filters, status: event.target.value })}
            >
              <option value="all">{t`All`}</option>
              {options.map((status) => (
                <option key={status} value={status}>
                  {statusWords(status).label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Mode`}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={filters.mode}
              onChange={(event) => onChange({ ...filters, mode: event.target.value as HistoryFilters["mode"] })}
            >
              <option value="all">{t`All`}</option>
              <option value="video">
                <Trans context="mode">Video</Trans>
              </option>
              <option value="3d">
                <Trans>3D</Trans>
              </option>
            </select>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <Field label={t({ message: "Verdict", context: "filter" })}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={filters.verdict ?? "all"}
              onChange={(event) =>
                onChange({ ...filters, verdict: event.target.value as (typeof VERDICT_FILTERS)[number] })
              }
            >
              {VERDICT_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {isOutcome(value) ? i18n._(OUTCOME_TABLE[value].filterLabel) : verdictWords[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t({ message: "Rating", context: "filter" })}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={filters.minRating ?? 0}
              onChange={(event) => onChange({ ...filters, minRating: Number(event.target.value) })}
            >
              <option value={0}>
                <Trans>Any</Trans>
              </option>
              {RATINGS.map((n) => (
                <option key={n} value={n}>{t`${n}+ stars`}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Tag`}>
          {(ids) => (
            <select
              id={ids.control}
              className={inputClass}
              value={tag}
              onChange={(event) => onChange({ ...filters, tag: event.target.value })}
            >
              <option value="">{t`All`}</option>
              {tagOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* One string, read whole: split text nodes would have only the changed number announced. */}
        <p aria-live="polite" aria-atomic="true" className="py-2 text-sm text-slate-700">
          {reading
            ? t({
                message: plural(total, { one: `Reading ${totalCount} task…`, other: `Reading ${totalCount} tasks…` }),
              })
            : t({
                message: plural(total, {
                  one: `Showing ${shownCount} of ${totalCount} task`,
                  other: `Showing ${shownCount} of ${totalCount} tasks`,
                }),
              })}
        </p>
        {selectionActions}
        <TransferButtons canExport={total > 0} onExport={onExport} onImport={onImport} />
      </div>
    </div>
  );
}
