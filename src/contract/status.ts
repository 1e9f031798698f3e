import { z } from "zod/mini";

/** Every status the service documents for the task query (SERVICE-NOTES, "Task lifecycle"). */
export const TASK_STATUSES = [
  "SUBMITTING",
  "PENDING",
  "SUBMITTED",
  "QUEUED",
  "IN_PROGRESS",
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "TIMEOUT",
  "UNKNOWN",
] as const;

export type KnownStatus = (typeof TASK_STATUSES)[number];

export const TERMINAL_STATUSES: ReadonlySet<string> = new Set<KnownStatus>([
  "COMPLETED",
  "FAILED",
  "CANCELLED",
  "TIMEOUT",
]);

export const knownStatusSchema = z.enum(TASK_STATUSES);

export function isKnownStatus(status: string): status is KnownStatus {
  return (TASK_STATUSES as readonly string[]).includes(status);
}

/** Only the four documented final states stop a task; an unrecognised string is not final. */
export function isTerminalStatus(status: string): boolean {
  return TERMINAL_STATUSES.has(status);
}

/** How long the service keeps a task and its results (SERVICE-NOTES: "about 24 hours"). */
export const RESULT_RETENTION_HOURS = 24;
