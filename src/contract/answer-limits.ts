/**
 * The largest answer to a call of the service any client reads, the page's and its server's
 * checks alike: a record of thousands of result URLs fits; a hostile service's endless one is
 * cut there. (Apart from body-limits.ts, whose tables the start-up chunk does not need.)
 */
export const MAX_ANSWER_BYTES = 8_000_000;
