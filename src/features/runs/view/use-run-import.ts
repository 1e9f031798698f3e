import { useState } from "react";
import { useDeck } from "../../../lib/ledger-context.tsx";
import { sharedRunBook } from "../../../lib/run-book.ts";
import { loadVerdictBook } from "../../tasks/verdict/use-verdict-book.ts";
import { readRunDocument } from "./run-document.ts";
import { mergeImportedRun } from "./run-import.ts";

/**
 * Import run: restores a run exported in another browser, merged with what is here. Its tasks go
 * through the history import's merge (nothing doubled), their verdicts keep the newer one, and the
 * run is stored by its id; nothing is sent (a run with cells left comes paused).
 */
export function useRunImport() {
  const ledger = useDeck();
  const [message, setMessage] = useState<string | null>(null);

  const importFile = async (file: File) => {
    const read = readRunDocument(await file.text());
    if ("problem" in read) return setMessage(`Nothing imported: ${read.problem}`);
    const transfer = await import("../../tasks/history/transfer.ts");
    const verdicts = await loadVerdictBook();
    const { merged, added, placed } = transfer.mergeImport(ledger.list(), read.history.entries);
    await ledger.putMany(merged.filter((entry) => ledger.get(entry.id) !== entry));
    await verdicts.putMany(transfer.mergeVerdicts(placed, read.history.verdicts, verdicts.get));
    const ids = new Map(read.history.entries.map((entry, i) => [entry.id, placed[i] ?? entry.id]));
    const runs = sharedRunBook();
    await runs.ready;
    const otherBaseline = runs
      .list()
      .some(
        (run) => run.id !== read.run.id && run.baseline && run.presetId !== null && run.presetId === read.run.presetId,
      );
    const here = runs.get(read.run.id);
    if (here) await runs.update(here.id, (current) => mergeImportedRun(current, read.run, ids, otherBaseline));
    else await runs.add(mergeImportedRun(undefined, read.run, ids, otherBaseline));
    const skipped = read.history.skipped ? `; ${read.history.skipped} unreadable tasks skipped` : "";
    setMessage(
      `${here ? "Merged the run" : "Imported the run"} “${read.run.name}”: ${added.toLocaleString("en")} new ${added === 1 ? "task" : "tasks"}${skipped}.`,
    );
  };

  return { message, importFile };
}
