import { t } from "@lingui/core/macro";
import type { Family } from "../../contract/families.ts";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useConnection } from "../../lib/connection-context.tsx";
import type { Duplicate } from "../../entities/task/checks/send-submission.ts";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { lazyModule } from "../../lib/lazy-module.ts";
import { SENDING_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import type { JsonObject } from "../../entities/task/request/extra-fields-parse.ts";

// The code that stores, sends and words a submission's outcome loads with the form's first
// focus (preloadSending) or its first Submit, not with the page; so does the service's client,
// which comes with the deck's chunk (features/tasks/task-query.ts), and its words.
const sending = lazyModule(() => importWithCatalogs(SENDING_CATALOGS, () => import("./sending.ts")));

/** Gets the sending code ready: a form calls it when focus first comes into it. */
export const preloadSending = sending.preload;

/** `meant`: the person said yes to sending the same request again. */
type Outgoing = { entryId: string; body: JsonObject; meant: boolean };

/** The question before the same request goes again (send-submission.ts): with the body to send on a yes. */
type Asked = Duplicate & { body: JsonObject };

/**
 * Sends a request once: the deck entry exists before the POST leaves, a pending submission
 * cannot fire again, nothing is retried on its own, and a body identical to one sent in the
 * last two minutes waits for the user's confirmation.
 */
export function useSubmitTask(mode: Family, options: { onFieldError?: (param: string, message: string) => void } = {}) {
  const deck = useDeck();
  const { connection, openSettings } = useConnection();
  const [duplicate, setDuplicate] = useState<Asked | null>(null);
  const inFlight = useRef(false);
  const [storageError, setStorageError] = useState<string | null>(null);
  /** The deck entry of the last request sent from here: its card shows how it goes. */
  const [sentEntryId, setSentEntryId] = useState<string | null>(null);

  const mutation = useMutation({
    // The deck entry learns the outcome in postSubmission; a failure is thrown on for the form.
    mutationFn: async ({ entryId, body, meant }: Outgoing) => {
      const { postSubmission } = await sending.load();
      const posted = await postSubmission(deck, connection, { id: entryId, body }, meant);
      if (posted.ok) return posted.record;
      if ("error" in posted) throw posted.error;
      // Sent from another tab, device or person: nothing was sent or kept; asked as one of this browser's.
      setSentEntryId(null);
      setDuplicate({ body, ...posted.duplicate });
      return null;
    },
    onSettled: () => {
      inFlight.current = false;
    },
    onError: (error) => {
      const words = sending.current();
      if (!words) return;
      const report = words.describeSubmitError(error, connection.token);
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
    let module;
    try {
      module = await sending.load();
    } catch (error) {
      inFlight.current = false;
      setSentEntryId(lastSent);
      const reason = String(error);
      setStorageError(t`Not sent: the page could not load the code that sends tasks (${reason}).`);
      return;
    }
    const { reserveTask } = module;
    const reserved = await reserveTask(deck, connection, { id: crypto.randomUUID(), mode, body }, allowDuplicate);
    if ("notStored" in reserved) {
      inFlight.current = false;
      setStorageError(reserved.notStored);
      return;
    }
    const { entry, duplicate } = reserved;
    setStorageError(null);
    if (duplicate) {
      inFlight.current = false;
      setSentEntryId(lastSent);
      setDuplicate({ body, ...duplicate });
      return;
    }
    setSentEntryId(entry.id);
    mutation.mutate({ entryId: entry.id, body, meant: allowDuplicate });
  };

  const submit = (body: JsonObject) => void send(body, false);

  // Loaded before anything was sent, so before any failure.
  const failure = sending.current();
  return {
    submit,
    pending: mutation.isPending,
    error: storageError
      ? { message: storageError, param: null, auth: false, outcomeUnknown: false, retryable: true, serverFailed: false }
      : mutation.error && failure
        ? failure.describeSubmitError(mutation.error, connection.token)
        : null,
    sentEntryId,
    duplicate,
    confirmDuplicate: () => {
      if (duplicate) void send(duplicate.body, true);
      setDuplicate(null);
    },
    cancelDuplicate: () => setDuplicate(null),
    reset: mutation.reset,
  };
}

export type SubmitTask = ReturnType<typeof useSubmitTask>;
