import { isKnownStatus, isTerminalStatus, type KnownStatus } from "../../../contract/status.ts";
import type { SubmissionState } from "../../../lib/deck-entry.ts";

export type Tone = "neutral" | "progress" | "success" | "danger" | "warning";

export type StatusInfo = {
  label: string;
  tone: Tone;
  known: boolean;
  terminal: boolean;
  description: string;
};

const KNOWN: Record<KnownStatus, { label: string; tone: Tone; description: string }> = {
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
};

/** Words and a tone for a status. An undocumented one is shown exactly as received, never guessed at. */
export function statusInfo(status: string): StatusInfo {
  if (isKnownStatus(status)) return { ...KNOWN[status], known: true, terminal: isTerminalStatus(status) };
  return {
    label: status === "" ? "No status" : status,
    tone: "warning",
    known: false,
    terminal: false,
    description: status === "" ? "The service sent no status" : "Status not documented by the service",
  };
}

const SUBMISSION: Record<SubmissionState, Omit<StatusInfo, "known">> = {
  sending: { label: "Sending…", tone: "progress", terminal: false, description: "Waiting for the service to answer." },
  accepted: { label: "Created", tone: "neutral", terminal: false, description: "The service created the task." },
  refused: { label: "Not created", tone: "danger", terminal: true, description: "The service refused the request." },
  failed: {
    label: "Service error",
    tone: "danger",
    terminal: true,
    description: "The service failed while receiving the request.",
  },
  unknown: {
    label: "Outcome unknown",
    tone: "warning",
    terminal: true,
    description: "No usable answer came back: the task may or may not exist.",
  },
};

/** The badge before any task record has arrived: what became of the submission itself. */
export function submissionInfo(state: SubmissionState): StatusInfo {
  return { ...SUBMISSION[state], known: true };
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
