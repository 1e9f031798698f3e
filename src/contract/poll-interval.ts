// The base interval between checks of a task: the page's connection settings offer it, the
// server's follower (FOLLOW_POLL_SECONDS) takes the same. Apart from poll-pace.ts, which only
// the poller and the follower load.

export const DEFAULT_POLL_SECONDS = 3;
export const POLL_RANGE = { min: 1, max: 120 };
