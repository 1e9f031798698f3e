import { useState } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import { useDeck } from "./deck-context.tsx";

/** Export and import of the history; the code for them loads only when asked for. */
export function useHistoryTransfer() {
  const ledger = useDeck();
  const { connection } = useConnection();
  const [message, setMessage] = useState<string | null>(null);

  const exportAs = async (format: "json" | "csv") => {
    const transfer = await import("./history/transfer.ts");
    const entries = ledger.list();
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
    // The token is not in any entry; it is passed so the export can prove it scrubbed it anyway.
    const secrets = connection.token ? [connection.token] : [];
    if (format === "json")
      transfer.download(
        `taskdeck-history-${stamp}.json`,
        JSON.stringify(transfer.toJsonExport(entries, secrets), null, 2),
        "application/json",
      );
    else transfer.download(`taskdeck-history-${stamp}.csv`, transfer.toCsv(entries, secrets), "text/csv");
    setMessage(`Exported ${entries.length.toLocaleString("en")} tasks as ${format.toUpperCase()}.`);
  };

  const importFile = async (file: File) => {
    const transfer = await import("./history/transfer.ts");
    const parsed = transfer.parseImport(await file.text());
    if (parsed.problem) return setMessage(`Nothing imported: ${parsed.problem}`);
    const { merged, added, duplicates } = transfer.mergeEntries(ledger.list(), parsed.entries);
    const changed = merged.filter((entry) => ledger.get(entry.id) !== entry);
    await ledger.putMany(changed);
    setMessage(
      `Imported ${added.toLocaleString("en")} tasks` +
        (duplicates ? `; ${duplicates.toLocaleString("en")} already here were merged` : "") +
        (parsed.skipped ? `; ${parsed.skipped} unreadable ones skipped` : "") +
        ".",
    );
  };

  return { message, exportAs, importFile };
}
