import { useState } from "react";
import type { Run } from "../../../contract/run.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { download } from "../../tasks/history/download.ts";
import { saveBlob } from "../../tasks/results/result-bytes.ts";
import { loadVerdictBook } from "../../tasks/verdict/use-verdict-book.ts";
import { runCsv } from "./run-csv.ts";
import { toRunDocument } from "./run-document.ts";
import { runRows } from "./run-rows.ts";
import type { EntryOf } from "./run-progress.ts";
import { runArchive, slug } from "./run-zip.ts";

/** Export run (JSON, CSV) and Download run (zip): each says what it did, or why it could not. */
export function useRunReports(run: Run, entryOf: EntryOf) {
  const { server, connection } = useConnection();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The token is in no run nor entry; it is passed so every report can prove it scrubbed it anyway.
  const secrets = connection.token ? [connection.token] : [];
  const base = `taskdeck-run-${slug(run.name, 40) || "run"}`;

  const read = async () => {
    const book = await loadVerdictBook();
    const verdictOf = (id: string) => book.get(id);
    const rows = runRows(run, entryOf, verdictOf);
    const entries = rows.flatMap((row) => {
      const entry = row.entryId === null ? undefined : entryOf(row.entryId);
      return entry ? [entry] : [];
    });
    const json = JSON.stringify(toRunDocument(run, rows, entries, verdictOf, secrets), null, 2);
    return { rows, json };
  };

  const exportAs = async (format: "json" | "csv") => {
    const { rows, json } = await read();
    if (format === "json") download(`${base}.json`, json, "application/json");
    else download(`${base}.csv`, runCsv(run, rows, secrets), "text/csv");
    setMessage(`Exported the run's ${rows.length.toLocaleString("en")} cells as ${format.toUpperCase()}.`);
  };

  const downloadRun = async () => {
    if (busy) return;
    setBusy(true);
    setMessage("Gathering the run's result files…");
    try {
      const { rows, json } = await read();
      const reach = (requestId: string | null) => ({ server, connection, requestId });
      const archive = await runArchive(rows, entryOf, reach, { name: `${base}.json`, text: json });
      saveBlob(archive.blob, `${base}.zip`);
      const left = archive.missing
        ? `; ${archive.missing} could no longer be read (expired or not reachable) and were left out`
        : "";
      setMessage(
        `Downloaded the run: ${archive.files} result ${archive.files === 1 ? "file" : "files"} and its JSON${left}.`,
      );
    } catch (error) {
      setMessage(`The run could not be downloaded: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return { message, busy, exportAs, downloadRun };
}
