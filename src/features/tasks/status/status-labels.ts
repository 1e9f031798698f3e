import { RESULT_RETENTION_HOURS, isKnownStatus, type KnownStatus } from "../../../contract/status.ts";

import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// The words for every status a task can be filed under, in one table of catalog messages,
// translated when asked for (statusWords runs while rendering), so they follow a switch.

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
type Messages = { label: MessageDescriptor; tone: Tone; description: MessageDescriptor };

const STATUS_WORDS: Record<KnownStatus | PseudoStatus, Messages> = {
  SUBMITTING: {
    label: msg`Submitting`,
    tone: "progress",
    description: msg`The service is passing the task to the provider.`,
  },
  PENDING: { label: msg`Pending`, tone: "neutral", description: msg`Accepted by the service, not yet handed on.` },
  SUBMITTED: {
    label: msg`Submitted`,
    tone: "neutral",
    description: msg`The provider has the task and will schedule it.`,
  },
  QUEUED: { label: msg`Queued`, tone: "neutral", description: msg`Waiting for a free worker at the provider.` },
  IN_PROGRESS: { label: msg`In progress`, tone: "progress", description: msg`The result is being generated.` },
  COMPLETED: { label: msg`Completed`, tone: "success", description: msg`Finished: the results are ready.` },
  FAILED: { label: msg`Failed`, tone: "danger", description: msg`The task stopped with an error.` },
  CANCELLED: { label: msg`Cancelled`, tone: "warning", description: msg`The task was cancelled before it finished.` },
  TIMEOUT: { label: msg`Timed out`, tone: "danger", description: msg`The provider gave up: the task took too long.` },
  UNKNOWN: {
    label: msg`Unknown`,
    tone: "warning",
    description: msg`The service itself does not know the task's state; it will be checked again.`,
  },
  // A task was created but no record came with the answer: rare, yet it must not pass for a service status.
  CREATED: { label: msg`Created`, tone: "neutral", description: msg`The service created the task.` },
  SENDING: { label: msg`Sending…`, tone: "progress", description: msg`Waiting for the service to answer.` },
  OUTCOME_UNKNOWN: {
    label: msg`Outcome unknown`,
    tone: "warning",
    description: msg`No usable answer came back: the task may or may not exist.`,
  },
  NOT_CREATED: { label: msg`Not created`, tone: "danger", description: msg`The service refused the request.` },
  SERVICE_ERROR: {
    label: msg`Service error`,
    tone: "danger",
    description: msg`The service failed while receiving the request.`,
  },
  GONE: {
    label: msg`Unknown to the server`,
    tone: "warning",
    description: msg`The service no longer knows this task.`,
  },
};

const hours = RESULT_RETENTION_HOURS;
export const NOTES = {
  GONE: msg`Unknown to the server: the task expired (results are kept about ${hours} h) or never existed. Nothing more will be fetched.`,
  EXPIRED: msg`The service no longer knows this task: its results may have expired (they are kept about ${hours} h). Nothing more will be fetched.`,
  UNFOLLOWED: msg`Not followed (imported so): Check now to update it, or Follow.`,
} as const;

export function isPseudoStatus(status: string): status is PseudoStatus {
  return (PSEUDO_STATUSES as readonly string[]).includes(status);
}

/** The words for a status key. An undocumented one is shown exactly as received, never guessed at. */
export function statusWords(key: string): Words & { known: boolean } {
  if (isKnownStatus(key) || isPseudoStatus(key)) {
    const { label, tone, description } = STATUS_WORDS[key];
    return { label: i18n._(label), tone, description: i18n._(description), known: true };
  }
  return {
    label: key === "" ? i18n._(msg`No status`) : key,
    tone: "warning",
    known: false,
    description:
      key === "" ? i18n._(msg`The service sent no status`) : i18n._(msg`Status not documented by the service`),
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
