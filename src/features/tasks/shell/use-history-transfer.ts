import { useState } from "react";
import { useConnection } from "../../../lib/connection-context.tsx";
import { useDeck } from "../../../entities/task/ledger-context.tsx";
import type { PendingImport } from "../history/transfer/prepare-import.ts";
import type { ImportAnswer } from "../history/transfer/import-question.tsx";
import { DECK_CATALOGS, TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";

// What Export and Import do and say (history/transfer-actions.ts) comes with the first press, with
// the tools' and the deck's catalogs (statuses), which a first visit (an empty deck) has not loaded.
const loadTransfer = () =>
  importWithCatalogs([...DECK_CATALOGS, ...TOOL_CATALOGS], () => import("../history/transfer/transfer.ts"));

/** Export and import of the history; the code for them loads only when asked for. */
export function useHistoryTransfer() {
  const ledger = useDeck();
  const { connection } = useConnection();
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  // Whether a question was ever asked: its dialog stays mounted from then on.
  const [asked, setAsked] = useState(false);

  const exportAs = async (format: "json" | "csv") =>
    setMessage(await (await loadTransfer()).exportHistory(format, ledger, connection));

  const importFile = async (file: File) => {
    const outcome = await (await loadTransfer()).importHistory(file, ledger, connection);
    if ("ask" in outcome) {
      setPending(outcome.ask);
      setAsked(true);
    } else setMessage(outcome.said);
  };

  /** The answer to the question an import of many unfinished tasks asks. */
  const answer = async (choice: ImportAnswer) => {
    const asked = pending;
    setPending(null);
    if (asked) setMessage(await (await loadTransfer()).answerImport(asked, choice, ledger));
  };

  return { message, exportAs, importFile, pending, asked, answer };
}
