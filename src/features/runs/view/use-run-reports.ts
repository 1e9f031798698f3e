import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Run } from "../../../contract/run.ts";
import { useConnection, usePerson } from "../../../lib/connection-context.tsx";
import { download } from "../../../lib/files/download.ts";
import { saveBlob } from "../../../lib/files/result-bytes.ts";
import { loadVerdictBook } from "../../../entities/verdict/use-verdict-book.ts";
import { runCsv } from "./run-csv.ts";
import { toRunDocument } from "./run-document.ts";
import { runRows } from "./run-rows.ts";
import type { FileLink } from "../../../lib/share-store.ts";
import { passedText, runTotals } from "./run-totals.ts";
import { useDeckParts } from "./deck-parts.ts";
import { gridImage } from "./grid-image.ts";
import { progressText, runProgress, type EntryOf } from "./run-progress.ts";
import { redact } from "../../../contract/redact.ts";
import { runArchive, slug } from "./run-zip.ts";

/** Export run (JSON, CSV) and Download run (zip): each says what it did, or why it could not. */
export function useRunReports(run: Run, entryOf: EntryOf) {
  const { server, connection } = useConnection();
  const me = usePerson();
  const { snapshotOf } = useDeckParts();
  const { t, i18n } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  // What is being made, one at a time: the zip or the image.
  const [busy, setBusy] = useState<"zip" | "image" | null>(null);
  // The token is in no run nor entry; it is passed so every report can prove it scrubbed it anyway.
  const secrets = connection.token ? [connection.token] : [];
  const base = `taskdeck-run-${slug(run.name, 40) || "run"}`;

  /** The run's rows and JSON document; with `fileLink`, each result linked through a share link. */
  const read = async (fileLink?: FileLink) => {
    const book = await loadVerdictBook();
    const verdictOf = (id: string) => book.get(id);
    const rows = runRows(run, entryOf, verdictOf, me, fileLink);
    const entries = rows.flatMap((row) => {
      const entry = row.entryId === null ? undefined : entryOf(row.entryId);
      return entry ? [entry] : [];
    });
    const json = JSON.stringify(toRunDocument(run, rows, entries, verdictOf, secrets), null, 2);
    return { rows, json, totals: runTotals(run, verdictOf) };
  };

  const exportAs = async (format: "json" | "csv") => {
    const { rows, json, totals } = await read();
    if (format === "json") download(`${base}.json`, json, "application/json");
    else download(`${base}.csv`, runCsv(run, rows, totals, secrets), "text/csv");
    const cells = rows.length;
    const count = i18n.number(cells);
    const kind = format.toUpperCase();
    setMessage(
      plural(cells, {
        one: `Exported the run's ${count} cell as ${kind}.`,
        other: `Exported the run's ${count} cells as ${kind}.`,
      }),
    );
  };

  const downloadRun = async () => {
    if (busy) return;
    setBusy("zip");
    setMessage(t`Gathering the run's result files…`);
    try {
      const { rows, json } = await read();
      const reach = (requestId: string | null) => ({ server, connection, requestId });
      const archive = await runArchive(rows, entryOf, reach, { name: `${base}.json`, text: json });
      saveBlob(archive.blob, `${base}.zip`);
      const { files, missing } = archive;
      const got = plural(files, {
        one: "Downloaded the run: # result file and its JSON.",
        other: "Downloaded the run: # result files and its JSON.",
      });
      const lost = plural(missing, {
        one: "# file could no longer be read (expired or not reachable) and was left out.",
        other: "# files could no longer be read (expired or not reachable) and were left out.",
      });
      setMessage(missing ? `${got} ${lost}` : got);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      setMessage(t`The run could not be downloaded: ${why}`);
    } finally {
      setBusy(null);
    }
  };

  const exportImage = async () => {
    if (busy) return;
    setBusy("image");
    setMessage(t`Drawing the grid image…`);
    try {
      const book = await loadVerdictBook();
      const verdictOf = (id: string) => book.get(id);
      const whole = runTotals(run, verdictOf).at(-1)!.totals;
      const summary = `${progressText(runProgress(run, entryOf))} · ${passedText(whole)}`;
      const { blob, missing } = await gridImage({
        run,
        rows: runRows(run, entryOf, verdictOf, me),
        entryOf,
        reach: (requestId) => ({ server, connection, requestId }),
        snapshotOf,
        title: [redact(run.name, secrets), summary],
      });
      saveBlob(blob, `${base}-grid.png`);
      const lost = plural(missing, {
        one: "# result could not be read or drawn (expired or not reachable) and shows its status instead.",
        other: "# results could not be read or drawn (expired or not reachable) and show their status instead.",
      });
      setMessage(missing ? `${t`Exported the grid image.`} ${lost}` : t`Exported the grid image.`);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      setMessage(t`The grid image could not be made: ${why}`);
    } finally {
      setBusy(null);
    }
  };

  /** The CSV and JSON reports made for a share link: their result links open for anyone holding it. */
  const forShare = async (fileLink: FileLink) => {
    const { rows, json, totals } = await read(fileLink);
    return { csv: runCsv(run, rows, totals, secrets), json };
  };

  return { message, busy, base, exportAs, downloadRun, exportImage, forShare };
}
