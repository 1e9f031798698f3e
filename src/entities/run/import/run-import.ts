import { plural, t } from "@lingui/core/macro";
import { unsentCells, type Run, type RunCell } from "../../../contract/run.ts";
import { runSchema } from "../../../contract/run-schema.ts";
import { sharedRunBook } from "../run-book.ts";

/**
 * The run to store for an imported one. Its cells name their tasks by the ids the history merge
 * placed them under (`placed`: id in the file → id here). A run already here (same id) keeps what
 * it has and takes from the file only what it lacks: a cell sent here is never overwritten.
 * A run new here that still has cells to send comes paused: importing must not send anything.
 * A run that a workspace's server sent comes in as this browser's own.
 */
export function mergeImportedRun(
  here: Run | undefined,
  incoming: Run,
  placed: ReadonlyMap<string, string>,
  otherBaseline: boolean,
): Run {
  const cells = incoming.cells.map((cell) => ({
    ...cell,
    entryId: cell.entryId && (placed.get(cell.entryId) ?? cell.entryId),
  }));
  if (here) {
    const theirs = new Map(cells.map((cell) => [cell.key, cell]));
    const merged = here.cells.map((cell): RunCell => {
      const other = theirs.get(cell.key);
      if (!other || cell.entryId !== null) return cell;
      return other.entryId !== null
        ? { ...cell, entryId: other.entryId }
        : { ...cell, cancelled: cell.cancelled || other.cancelled };
    });
    return { ...here, cells: merged, baseline: here.baseline || (incoming.baseline && !otherBaseline) };
  }
  // A run a workspace sent comes in as this browser's own: importing hands nothing to a server.
  const { sentBy: _, ...own } = incoming;
  const run: Run = { ...own, cells, baseline: incoming.baseline && !otherBaseline };
  const unsent = unsentCells(run).length;
  if (unsent === 0) return { ...run, pause: null };
  return {
    ...run,
    pause: {
      reason: "user",
      message: t`Imported with ${plural(unsent, {
        one: "# cell not yet sent: Resume sends it from this browser.",
        other: "# cells not yet sent: Resume sends them from this browser.",
      })}`,
    },
  };
}

/**
 * Stores the run of an imported run file, its tasks already imported (`placed`: their ids in the
 * file → here). Says what it did, for the import's summary.
 */
export async function restoreRun(raw: unknown, placed: ReadonlyMap<string, string>): Promise<string> {
  const read = runSchema.safeParse(raw);
  if (!read.success) return t`the run in the file did not read and was left out (its tasks were imported)`;
  const incoming = read.data;
  const book = sharedRunBook();
  await book.ready;
  const otherBaseline = book
    .list()
    .some(
      (run) => run.id !== incoming.id && run.baseline && run.presetId !== null && run.presetId === incoming.presetId,
    );
  const here = book.get(incoming.id);
  if (here) await book.update(here.id, (current) => mergeImportedRun(current, incoming, placed, otherBaseline));
  else await book.add(mergeImportedRun(undefined, incoming, placed, otherBaseline));
  const { name } = incoming;
  return here ? t`merged the run “${name}”` : t`restored the run “${name}”`;
}
