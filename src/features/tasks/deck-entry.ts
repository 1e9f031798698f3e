import type { TaskRecord } from "../../contract/record.ts";
import type { Mode } from "../composer/form-values.ts";

export type SubmissionState =
  /** The POST has left and no answer has come yet. */
  | "sending"
  /** The service created the task: it has a request_id. */
  | "accepted"
  /** The service refused it (4xx): nothing was created. */
  | "refused"
  /** The service or a gateway failed (5xx): most likely nothing was created, but it cannot be ruled out. */
  | "failed"
  /** No usable answer: the task may or may not exist. Never resent on its own. */
  | "unknown";

export type DeckEntry = {
  /** Ours, made before the POST leaves, so the entry exists even if no answer comes. */
  id: string;
  mode: Mode;
  /** Where it was sent: "" for this server. */
  baseUrl: string;
  body: Record<string, unknown>;
  /** The body as sent, to recognise an identical second submission. */
  bodyKey: string;
  submittedAt: number;
  state: SubmissionState;
  requestId: string | null;
  record: TaskRecord | null;
  error: string | null;
};

export const DUPLICATE_WINDOW_MS = 2 * 60_000;

/** An identical body sent within the window that may have cost money: anything but a 4xx refusal. */
export function recentDuplicate(entries: readonly DeckEntry[], bodyKey: string, now: number): DeckEntry | null {
  return (
    entries.find(
      (entry) =>
        entry.bodyKey === bodyKey && entry.state !== "refused" && now - entry.submittedAt < DUPLICATE_WINDOW_MS,
    ) ?? null
  );
}
