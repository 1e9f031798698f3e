import { RESULT_RETENTION_HOURS, isKnownStatus, type KnownStatus } from "../../../contract/status.ts";

// The words for every status a task can be filed under, in one table, so a later translation
// swaps this table for a message catalogue and nothing else.

export type Tone = "neutral" | "progress" | "success" | "danger" | "warning";

/** Statuses of our own for tasks the service has said nothing (more) about. */
export const PSEUDO_STATUSES = [
  "CREATED",
  "SENDING",
  "OUTCOME_UNKNOWN",
  "NOT_CREATED",
  "SERVICE_ERROR",
  "GONE",
] as const;

export type PseudoStatus = (typeof PSEUDO_STATUSES)[number];

type Words = { label: string; tone: Tone; description: string };

export const STATUS_WORDS: Record<KnownStatus | PseudoStatus, Words> = {
  SUBMITTING: {
    label: "Submitting",
    tone: "progress",
    description: "The service is passing the task to the provider.",
  },
  PENDING: { label: "Pending", tone: "neutral", description: "Accepted by the service, not yet handed on." },
  SUBMITTED: { label: "Submitted", tone: "neutral", description: "The provider has the task and will schedule it." },
  QUEUED: { label: "Queued", tone: "neutral", description: "Waiting for a free worker at the provider." },
  IN_PROGRESS: { label: "In progress", tone: "progress", description: "The result is being generated." },
  COMPLETED: { label: "Completed", tone: "success", description: "Finished: the results are ready." },
  FAILED: { label: "Failed", tone: "danger", description: "The task stopped with an error." },
  CANCELLED: { label: "Cancelled", tone: "warning", description: "The task was cancelled before it finished." },
  TIMEOUT: { label: "Timed out", tone: "danger", description: "The provider gave up: the task took too long." },
  UNKNOWN: {
    label: "Unknown",
    tone: "warning",
    description: "The service itself does not know the task's state; it will be checked again.",
  },
  // A task was created but no record came with the answer: rare, yet it must not pass for a service status.
  CREATED: { label: "Created", tone: "neutral", description: "The service created the task." },
  SENDING: { label: "Sending…", tone: "progress", description: "Waiting for the service to answer." },
  OUTCOME_UNKNOWN: {
    label: "Outcome unknown",
    tone: "warning",
    description: "No usable answer came back: the task may or may not exist.",
  },
  NOT_CREATED: { label: "Not created", tone: "danger", description: "The service refused the request." },
  SERVICE_ERROR: {
    label: "Service error",
    tone: "danger",
    description: "The service failed while receiving the request.",
  },
  GONE: { label: "Unknown to the server", tone: "warning", description: "The service no longer knows this task." },
};

export const NOTES = {
  GONE: `Unknown to the server: the task expired (results are kept about ${RESULT_RETENTION_HOURS} h) or never existed. Nothing more will be fetched.`,
  EXPIRED: `The service no longer knows this task: its results may have expired (they are kept about ${RESULT_RETENTION_HOURS} h). Nothing more will be fetched.`,
  UNFOLLOWED: "Not followed (imported so): Check now to update it, or Follow.",
} as const;

export function isPseudoStatus(status: string): status is PseudoStatus {
  return (PSEUDO_STATUSES as readonly string[]).includes(status);
}

/** The words for a status key. An undocumented one is shown exactly as received, never guessed at. */
export function statusWords(key: string): Words & { known: boolean } {
  if (isKnownStatus(key) || isPseudoStatus(key)) return { ...STATUS_WORDS[key], known: true };
  return {
    label: key === "" ? "No status" : key,
    tone: "warning",
    known: false,
    description: key === "" ? "The service sent no status" : "Status not documented by the service",
  };
}

/**
 * Text on a tinted background, each pair at least 4.5:1 (WCAG AA for small text); the
 * contrast test beside this file checks the pairs. The border gives the badge a shape
 * that does not depend on colour alone.
 */
export const TONE_CLASSES: Record<Tone, string> = {
  neutral: "bg-slate-100 text-slate-800 border-slate-300",
  progress: "bg-brand-50 text-brand-800 border-brand-100",
  success: "bg-emerald-50 text-emerald-800 border-emerald-200",
  danger: "bg-red-50 text-red-800 border-red-200",
  warning: "bg-amber-50 text-amber-900 border-amber-300",
};
