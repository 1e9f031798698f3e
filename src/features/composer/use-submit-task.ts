import type { Family } from "../../contract/families.ts";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { GenerationBody } from "../../contract/request.ts";
import { submitGeneration } from "../../lib/api-client.ts";
import { useConnection } from "../../lib/connection-context.tsx";
import { newDeckEntry, type DeckEntry } from "../../lib/deck-entry.ts";
import { reserveSubmission } from "../../lib/reserve-submission.ts";
import { useDeck } from "../../lib/ledger-context.tsx";
import type { JsonObject } from "./extra-fields-parse.ts";
import { describeSubmitError, remedyOf } from "./describe-error.ts";

type Sending = { entryId: string; body: JsonObject };

/**
 * Sends a request once: the deck entry exists before the POST leaves, a pending submission
 * cannot fire again, nothing is retried on its own, and a body identical to one sent in the
 * last two minutes waits for the user's confirmation.
 */
export function useSubmitTask(mode: Family, options: { onFieldError?: (param: string, message: string) => void } = {}) {
  const deck = useDeck();
  const { connection, openSettings } = useConnection();
  const [duplicate, setDuplicate] = useState<{ body: JsonObject; of: DeckEntry; agoMs: number } | null>(null);
  const inFlight = useRef(false);
  const [storageError, setStorageError] = useState<string | null>(null);
  /** The deck entry of the last request sent from here: its card shows how it goes. */
  const [sentEntryId, setSentEntryId] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ body }: Sending) => submitGeneration(connection, body as GenerationBody),
    onSuccess: (record, { entryId }) => {
      deck.update(entryId, { state: "accepted", requestId: record.request_id, record, updatedAt: Date.now() });
    },
    onSettled: () => {
      inFlight.current = false;
    },
    onError: (error, { entryId }) => {
      const report = describeSubmitError(error, connection.token);
      const state = report.outcomeUnknown ? "unknown" : report.serverFailed ? "failed" : "refused";
      deck.update(entryId, { state, error: report.message, remedy: remedyOf(report) });
      if (report.auth) openSettings(report.message);
      if (report.param) options.onFieldError?.(report.param, report.message);
    },
  });

  /** Stores the submission (unless it turns out a duplicate), then sends it. */
  const send = async (body: JsonObject, allowDuplicate: boolean) => {
    if (inFlight.current) return;
    // Set at once, not on the next render, so a double Ctrl+Enter cannot send twice.
    inFlight.current = true;
    // The link to the last task goes while this one is on its way: it must never point at the wrong card.
    const lastSent = sentEntryId;
    setSentEntryId(null);
    const entry = newDeckEntry({
      id: crypto.randomUUID(),
      mode,
      baseUrl: connection.baseUrl,
      body,
      submittedAt: Date.now(),
    });
    let duplicate: DeckEntry | null;
    try {
      // The ledger holds the request before it leaves: a paid task survives a crash or reload mid-flight.
      ({ duplicate } = await reserveSubmission(deck, entry, { allowDuplicate }));
    } catch (error) {
      inFlight.current = false;
      setStorageError(`Not sent: the task list could not be saved in this browser (${String(error)}).`);
      return;
    }
    setStorageError(null);
    if (duplicate) {
      inFlight.current = false;
      setSentEntryId(lastSent);
      setDuplicate({ body, of: duplicate, agoMs: Math.max(0, entry.submittedAt - duplicate.submittedAt) });
      return;
    }
    setSentEntryId(entry.id);
    mutation.mutate({ entryId: entry.id, body });
  };

  const submit = (body: JsonObject) => void send(body, false);

  return {
    submit,
    pending: mutation.isPending,
    error: storageError
      ? { message: storageError, param: null, auth: false, outcomeUnknown: false, retryable: true, serverFailed: false }
      : mutation.error
        ? describeSubmitError(mutation.error, connection.token)
        : null,
    sentEntryId,
    duplicate: duplicate ? { entry: duplicate.of, agoMs: duplicate.agoMs } : null,
    confirmDuplicate: () => {
      if (duplicate) void send(duplicate.body, true);
      setDuplicate(null);
    },
    cancelDuplicate: () => setDuplicate(null),
    reset: mutation.reset,
  };
}

export type SubmitTask = ReturnType<typeof useSubmitTask>;
