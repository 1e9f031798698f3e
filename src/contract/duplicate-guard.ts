// The duplicate guard, kept by the page's ledger (one browser) and by its server's journal
// (every browser of a workspace): the same body sent again within the window waits for a yes.

/** How long an identical request counts as a duplicate of an earlier one. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * The header a submission carries when sending it again was meant: a person said yes to the
 * question, or it is a run's cell (its repeats were confirmed with the run). Its server's guard
 * lets it through; without it, a duplicate is refused with `duplicate_submission`.
 */
export const DUPLICATE_CONFIRMED_HEADER = "Taskdeck-Duplicate-Confirmed";

/**
 * The code of that refusal (409). Not one of the server's worded problems (server-problems.ts):
 * the page never shows it, it asks its question instead.
 */
export const DUPLICATE_CODE = "duplicate_submission";
