import { msg } from "@lingui/core/macro";
import { RESULT_RETENTION_HOURS } from "../../contract/status.ts";
import type { Tone } from "./statuses.ts";

// How the deck shows a status's tone, and the notes a card adds to a status. The statuses
// themselves, their words and tones are entities/task/statuses.ts.

const hours = RESULT_RETENTION_HOURS;
export const NOTES = {
  GONE: msg`Unknown to the server: the task expired (results are kept about ${hours} h) or never existed. Nothing more will be fetched.`,
  EXPIRED: msg`The service no longer knows this task: its results may have expired (they are kept about ${hours} h). Nothing more will be fetched.`,
  UNFOLLOWED: msg`Not followed (imported so): Check now to update it, or Follow.`,
} as const;

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

/** A progress bar's fill in a tone: a success or a failure shows in its colour, the rest in the brand's. */
export const TONE_FILL: Record<Tone, string> = {
  neutral: "bg-brand-600",
  progress: "bg-brand-600",
  success: "bg-emerald-600",
  danger: "bg-red-600",
  warning: "bg-brand-600",
};
