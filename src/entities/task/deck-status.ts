import { i18n } from "@lingui/core";
import { t } from "@lingui/core/macro";
import { isTerminalStatus } from "../../contract/status.ts";
import { statusFacts, statusWords, type PseudoStatus, type Tone } from "./statuses.ts";
import type { DeckEntry, SubmissionState } from "../../lib/deck-entry.ts";
import { NOTES } from "./status-labels.ts";

/** Everything the deck shows, announces, files, exports and follows about one task. */
export type DeckStatus = {
  /** What the task is filed under: a documented status, one of ours, or an undocumented one as received. */
  key: string;
  label: string;
  tone: Tone;
  description: string;
  /** False for a status the service does not document. */
  known: boolean;
  /** It can no longer change, as far as this browser can know. */
  final: boolean;
  /** It ended without a result: its reason is shown as a failure. */
  stopped: boolean;
  /** It ended with its results. */
  done: boolean;
  /** Polled for news (when the connection points at its service). */
  followed: boolean;
  /** Check now can tell something new. */
  checkable: boolean;
  /** What else the card says about it, e.g. that its results may have expired. */
  note: string | null;
  /** The words the live region says when this changes. */
  announcement: string;
};

const FROM_STATE: Record<SubmissionState, PseudoStatus> = {
  sending: "SENDING",
  accepted: "CREATED",
  refused: "NOT_CREATED",
  failed: "SERVICE_ERROR",
  unknown: "OUTCOME_UNKNOWN",
};

/** What a task is filed under (DeckStatus's key). */
function statusKey(entry: DeckEntry): string {
  const status = entry.record?.status;
  if (status !== undefined && isTerminalStatus(status)) return status;
  return entry.gone ? "GONE" : (status ?? FROM_STATE[entry.state]);
}

/**
 * Whether a task is polled for news (DeckStatus's `followed`), without its words: the deck asks
 * it of every task at each render, which on a long history is most of a search's time.
 */
export function isFollowed(entry: DeckEntry): boolean {
  const created = entry.state === "accepted" && entry.requestId !== null;
  return created && !entry.unfollowed && !statusFacts(statusKey(entry)).final;
}

/**
 * The one place a ledger entry becomes what people see. A final status outlives the service
 * forgetting the task (it still completed; its results may have expired); a running one does
 * not, since it will never move again. An undocumented status is kept as received and polled on.
 */
export function deckStatus(entry: DeckEntry): DeckStatus {
  const status = entry.record?.status;
  const finalRecord = status !== undefined && isTerminalStatus(status);
  const key = statusKey(entry);
  const { final, stopped, done } = statusFacts(key);
  const created = entry.state === "accepted" && entry.requestId !== null;
  const noteMessage =
    entry.gone && finalRecord
      ? NOTES.EXPIRED
      : key === "GONE"
        ? NOTES.GONE
        : entry.unfollowed && !final
          ? NOTES.UNFOLLOWED
          : null;
  const note = noteMessage ? i18n._(noteMessage) : null;
  const words = statusWords(key);
  const said = words.label.toLowerCase();
  return {
    key,
    ...words,
    final,
    stopped,
    done,
    followed: isFollowed(entry),
    checkable: created && !final,
    note,
    announcement: entry.gone && finalRecord ? t`${said}; its results may have expired` : said,
  };
}
