import { plural, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useId, useState } from "react";
import { MessageList } from "../../../components/message-list.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { formatDuration } from "../../../lib/format-time.ts";
import type { Expansion, PlannedCell } from "./matrix-expand.ts";
import { RequestPreview } from "../../../components/request/request-preview.tsx";

/** How many bad cells are named one by one; the rest are counted. */
const NAMED = 5;

export type CellDuplicates = { inRun: ReadonlyMap<string, PlannedCell>; recent: ReadonlyMap<string, DeckEntry> };

/** "12 tasks", in the current language. */
export const taskCount = (n: number) => plural(n, { one: "# task", other: "# tasks" });

/** What is wrong, in one list: the plan's problems, then the bad cells (the first few by name). */
export function blockingMessages(expansion: Expansion): string[] {
  const bad = expansion.cells.flatMap((cell) => (cell.problem ? [cell.problem] : []));
  const more = bad.length - NAMED;
  const rest =
    more > 0 ? [plural(more, { one: "And # more cell like these.", other: "And # more cells like these." })] : [];
  return [...expansion.problems, ...bad.slice(0, NAMED), ...rest];
}

/** Duplicates worth a look before paying: never repeats of one cell, which are meant. */
export function duplicateMessages(cells: readonly PlannedCell[], duplicates: CellDuplicates, now: number): string[] {
  return cells.flatMap((cell) => {
    const earlier = duplicates.inRun.get(cell.key);
    const sent = duplicates.recent.get(cell.key);
    const { number } = cell;
    const first = earlier?.number ?? 0;
    const since = sent ? formatDuration(Math.max(1, Math.round((now - sent.submittedAt) / 1000))) : "";
    return [
      ...(earlier ? [t`Cell ${number} has the same body as cell ${first}.`] : []),
      ...(sent ? [t`Cell ${number} repeats a request sent ${since} ago.`] : []),
    ];
  });
}

/** The count, what blocks the run or deserves a look, and every cell with the body it will send. */
export function MatrixCells({
  expansion,
  duplicates,
  now,
}: {
  expansion: Expansion;
  duplicates: CellDuplicates;
  now: number;
}) {
  const ids = useId();
  useLingui(); // The messages below are made in the current language: a switch renders them again.
  const blocking = blockingMessages(expansion);
  const notes = [...expansion.notes, ...duplicateMessages(expansion.cells, duplicates, now)];
  return (
    <section aria-labelledby={`${ids}-count`} className="space-y-2">
      <h3 id={`${ids}-count`} className="text-base font-semibold">
        {taskCount(expansion.cells.length)}
      </h3>
      <MessageList id={`${ids}-blocking`} tone="error" messages={blocking} />
      <MessageList id={`${ids}-notes`} tone="warning" messages={notes} />
      <ol className="max-h-96 space-y-1 overflow-auto">
        {expansion.cells.map((cell) => (
          <CellItem
            key={cell.key}
            cell={cell}
            flagged={duplicates.inRun.has(cell.key) || duplicates.recent.has(cell.key)}
          />
        ))}
      </ol>
    </section>
  );
}

/** One cell: its name, and its body once opened (a long run's previews are made only when looked at). */
function CellItem({ cell, flagged }: { cell: PlannedCell; flagged: boolean }) {
  useLingui();
  const [open, setOpen] = useState(false);
  const { number } = cell;
  const tone = cell.problem ? "text-red-700" : flagged ? "text-amber-800" : "text-slate-800";
  return (
    <li>
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={`cursor-pointer text-sm ${tone}`}>
          {cell.label}
          {cell.problem ? t` — cannot be sent` : flagged ? t` — duplicate` : ""}
        </summary>
        {open ? <RequestPreview body={cell.body} label={t`What cell ${number} will send`} /> : null}
      </details>
    </li>
  );
}
