import { plural, t } from "@lingui/core/macro";
import { useState } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import { useDeck } from "../../lib/ledger-context.tsx";
import type { PendingImport } from "./history/prepare-import.ts";
import { loadVerdictBook } from "./verdict/use-verdict-book.ts";
import { DECK_CATALOGS, TOOL_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";

/** An import that would start following more than this many tasks asks first: each is a query every few seconds. */
export const FOLLOW_WITHOUT_ASKING = 200;

// The history's code words its results (counts, problems, statuses) from the tools' and the deck's
// catalogs, which a first visit (an empty deck) has not loaded yet: they come together.
const loadTransfer = () =>
  importWithCatalogs([...DECK_CATALOGS, ...TOOL_CATALOGS], () => import("./history/transfer.ts"));

/** Export and import of the history; the code for them loads only when asked for. */
export function useHistoryTransfer() {
  const ledger = useDeck();
  const { connection } = useConnection();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);

  const exportAs = async (format: "json" | "csv") => {
    const transfer = await loadTransfer();
    const book = await loadVerdictBook();
    const entries = ledger.list();
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-");
    // The token is not in any entry; it is passed so the export can prove it scrubbed it anyway.
    const secrets = connection.token ? [connection.token] : [];
    if (format === "json")
      transfer.download(
        `taskdeck-history-${stamp}.json`,
        JSON.stringify(transfer.toJsonExport(entries, secrets, new Date(), book.get), null, 2),
        "application/json",
      );
    else transfer.download(`taskdeck-history-${stamp}.csv`, transfer.toCsv(entries, secrets, book.get), "text/csv");
    const upper = format.toUpperCase();
    setMessage(t`Exported ${plural(entries.length, { one: "# task", other: "# tasks" })} as ${upper}.`);
  };

  const importFile = async (file: File) => {
    const transfer = await loadTransfer();
    const text = await file.text();
    const next = transfer.prepareImport(text, ledger, connection, await loadVerdictBook());
    if ("problem" in next) {
      const { problem } = next;
      return setMessage(t`Nothing imported: ${problem}`);
    }
    if (next.newlyFollowed.size > FOLLOW_WITHOUT_ASKING) setPending(next);
    else await store(next, true);
  };

  const store = async ({ changed, verdicts, newlyFollowed, summary, run }: PendingImport, follow: boolean) => {
    await ledger.putMany(
      follow ? changed : changed.map((entry) => (newlyFollowed.has(entry.id) ? { ...entry, unfollowed: true } : entry)),
    );
    await (await loadVerdictBook()).putMany(verdicts);
    // After its tasks: a run's cell must never name a task the ledger does not hold yet.
    const restored = run ? `; ${await (await loadTransfer()).restoreRun(run.raw, run.placed)}` : "";
    const how =
      follow || newlyFollowed.size === 0
        ? ""
        : `; ${t({ message: plural(newlyFollowed.size, { one: "# unfinished one is not followed", other: "# unfinished ones are not followed" }) })}`;
    setMessage(`${summary}${how}${restored}.`);
  };

  /** The answer to the question an import of many unfinished tasks asks. */
  const answer = async (choice: "follow" | "no-follow" | "cancel") => {
    const asked = pending;
    setPending(null);
    if (!asked) return;
    if (choice === "cancel") setMessage(t`Nothing imported.`);
    else await store(asked, choice === "follow");
  };

  return { message, exportAs, importFile, pending, answer };
}
