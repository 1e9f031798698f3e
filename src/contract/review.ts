import type { Outcome } from "./verdict-limits.ts";

/**
 * Who a record of the workspace is attributed to when nobody signs in: the owner of a loopback
 * server with no account (and the verdicts given before people). Otherwise a person's email.
 */
export const LOCAL_PERSON = "local";

/** One person's judgement of a task (issue 28): who, and the outcome and rating they gave. */
export type Review = { by: string; outcome: Outcome | null; rating: number | null };
