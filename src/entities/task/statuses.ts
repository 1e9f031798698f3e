import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isTerminalStatus, type KnownStatus } from "../../contract/status.ts";

// Every status a task can be filed under, the service's and ours, in one table: what it means
// for the deck (final, stopped, done), its tone and its words. Everything else derives from it.
// The documented names and which of them are final are the service's facts (contract/status.ts,
// which the server and the start-up read without these words); this table must name them all.

import type { Tone } from "../../lib/tone.ts";

export type { Tone };

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

type StatusFacts = {
  /** Ours only: nothing more will change it (a documented status is final when the contract says so). */
  final?: true;
  /** It ended without a result: its reason is shown as a failure. */
  stopped: boolean;
  /** It ended with its results: its progress is full, its run cell done. */
  done: boolean;
  tone: Tone;
  label: MessageDescriptor;
  description: MessageDescriptor;
};

const running = { stopped: false, done: false } as const;
const ended = { stopped: true, done: false } as const;

const STATUSES: Record<KnownStatus | PseudoStatus, StatusFacts> = {
  SUBMITTING: {
    ...running,
    tone: "progress",
    label: msg`Submitting`,
    description: msg`The service is passing the task to the provider.`,
  },
  PENDING: {
    ...running,
    tone: "neutral",
    label: msg`Pending`,
    description: msg`Accepted by the service, not yet handed on.`,
  },
  SUBMITTED: {
    ...running,
    tone: "neutral",
    label: msg`Submitted`,
    description: msg`The provider has the task and will schedule it.`,
  },
  QUEUED: {
    ...running,
    tone: "neutral",
    label: msg`Queued`,
    description: msg`Waiting for a free worker at the provider.`,
  },
  IN_PROGRESS: {
    ...running,
    tone: "progress",
    label: msg`In progress`,
    description: msg`The result is being generated.`,
  },
  COMPLETED: {
    stopped: false,
    done: true,
    tone: "success",
    label: msg`Completed`,
    description: msg`Finished: the results are ready.`,
  },
  FAILED: { ...ended, tone: "danger", label: msg`Failed`, description: msg`The task stopped with an error.` },
  CANCELLED: {
    ...ended,
    tone: "warning",
    label: msg`Cancelled`,
    description: msg`The task was cancelled before it finished.`,
  },
  TIMEOUT: {
    ...ended,
    tone: "danger",
    label: msg`Timed out`,
    description: msg`The provider gave up: the task took too long.`,
  },
  UNKNOWN: {
    ...running,
    tone: "warning",
    label: msg`Unknown`,
    description: msg`The service itself does not know the task's state; it will be checked again.`,
  },
  // A task was created but no record came with the answer: rare, yet it must not pass for a service status.
  CREATED: { ...running, tone: "neutral", label: msg`Created`, description: msg`The service created the task.` },
  SENDING: {
    ...running,
    tone: "progress",
    label: msg({ message: "Sending…", context: "status" }),
    description: msg`Waiting for the service to answer.`,
  },
  OUTCOME_UNKNOWN: {
    ...running,
    final: true,
    tone: "warning",
    label: msg`Outcome unknown`,
    description: msg`No usable answer came back: the task may or may not exist.`,
  },
  NOT_CREATED: {
    ...running,
    final: true,
    tone: "danger",
    label: msg`Not created`,
    description: msg`The service refused the request.`,
  },
  SERVICE_ERROR: {
    ...running,
    final: true,
    tone: "danger",
    label: msg`Service error`,
    description: msg`The service failed while receiving the request.`,
  },
  GONE: {
    ...running,
    final: true,
    tone: "warning",
    label: msg`Unknown to the server`,
    description: msg`The service no longer knows this task.`,
  },
};

const factsOf = (key: string): StatusFacts | undefined =>
  Object.hasOwn(STATUSES, key) ? STATUSES[key as KnownStatus | PseudoStatus] : undefined;

export function isPseudoStatus(status: string): status is PseudoStatus {
  return (PSEUDO_STATUSES as readonly string[]).includes(status);
}

/** What the deck decides from a status key; an undocumented one is none of these, and polled on. */
export function statusFacts(key: string): { final: boolean; stopped: boolean; done: boolean } {
  const facts = factsOf(key);
  return {
    final: isTerminalStatus(key) || facts?.final === true,
    stopped: facts?.stopped ?? false,
    done: facts?.done ?? false,
  };
}

type Words = { label: string; tone: Tone; description: string };

/** The words for a status key. An undocumented one is shown exactly as received, never guessed at. */
export function statusWords(key: string): Words & { known: boolean } {
  const facts = factsOf(key);
  if (facts) {
    const { label, tone, description } = facts;
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
