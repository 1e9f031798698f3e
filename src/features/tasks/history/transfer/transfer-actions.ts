import { plural, t } from "@lingui/core/macro";
import type { Connection } from "../../../../lib/connection.ts";
import type { TaskStore } from "../../../../entities/task/store.ts";
import { loadVerdictBook } from "../../../../entities/verdict/use-verdict-book.ts";
import { toCsv } from "../../../../entities/task/csv.ts";
import { download } from "../../../../lib/files/download.ts";
import { FOLLOW_WITHOUT_ASKING } from "../follow-limit.ts";
import { toJsonExport } from "../../../../entities/task/json-export.ts";
import { importSummary, prepareImport, type PendingImport } from "./prepare-import.ts";
import { restoreRun } from "../../../../entities/run/import/run-import.ts";

// What the deck's Export and Import buttons do (use-history-transfer.ts keeps their state): in
// the history tools' chunk, fetched with the first press, with the texts they say.

/** Saves the history as a file; says what it saved. */
export async function exportHistory(
  format: "json" | "csv",
  ledger: TaskStore,
  connection: Connection,
): Promise<string> {
  const book = await loadVerdictBook();
  // Every task, not only the newest read ahead of the rest.
  await ledger.ready;
  const entries = ledger.list();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
  // The token is not in any entry; it is passed so the export can prove it scrubbed it anyway.
  const secrets = connection.token ? [connection.token] : [];
  if (format === "json")
    download(
      `taskdeck-history-${stamp}.json`,
      JSON.stringify(toJsonExport(entries, secrets, new Date(), book.get), null, 2),
      "application/json",
    );
  else download(`taskdeck-history-${stamp}.csv`, toCsv(entries, secrets, book.get), "text/csv");
  const upper = format.toUpperCase();
  return t`Exported ${plural(entries.length, { one: "# task", other: "# tasks" })} as ${upper}.`;
}

/** Reads a history or run file: what it stored and says, or an import that must ask first (many tasks to follow). */
export async function importHistory(
  file: File,
  ledger: TaskStore,
  connection: Connection,
): Promise<{ said: string } | { ask: PendingImport }> {
  const text = await file.text();
  // Merged with every task stored, not only the newest read ahead of the rest.
  await ledger.ready;
  const next = prepareImport(text, ledger, connection, await loadVerdictBook());
  if ("problem" in next) {
    const { problem } = next;
    return { said: t`Nothing imported: ${problem}` };
  }
  if (next.newlyFollowed.size > FOLLOW_WITHOUT_ASKING) return { ask: next };
  return { said: await storeImport(next, true, ledger) };
}

/** The answer to the question an import of many unfinished tasks asks; what it did. */
export async function answerImport(
  asked: PendingImport,
  choice: "follow" | "no-follow" | "cancel",
  ledger: TaskStore,
): Promise<string> {
  if (choice === "cancel") return t`Nothing imported.`;
  return storeImport(asked, choice === "follow", ledger);
}

async function storeImport(
  { changed, verdicts, newlyFollowed, clauses, run }: PendingImport,
  follow: boolean,
  ledger: TaskStore,
): Promise<string> {
  await ledger.putMany(
    follow ? changed : changed.map((entry) => (newlyFollowed.has(entry.id) ? { ...entry, unfollowed: true } : entry)),
  );
  await (await loadVerdictBook()).putMany(verdicts);
  // After its tasks: a run's cell must never name a task the ledger does not hold yet.
  const restored = run ? await restoreRun(run.raw, run.placed) : "";
  const how =
    follow || newlyFollowed.size === 0
      ? ""
      : plural(newlyFollowed.size, {
          one: "# unfinished one is not followed",
          other: "# unfinished ones are not followed",
        });
  return importSummary([...clauses, how, restored]);
}
