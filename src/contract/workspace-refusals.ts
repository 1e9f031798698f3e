// What a page's own server answers when its workspace cannot take a submission (issue 27,
// point 7). Nothing was written or sent either way. Not among the server's worded problems
// (server-problems.ts), whose words load at start: a submission's failure words these
// (lib/failure), and a run stops on them.

/** The workspace's database could not be written (away, or its disk full): try again once it answers. */
export const WORKSPACE_UNAVAILABLE_CODE = "workspace_unavailable";

/** The workspace holds as many tasks as its server allows (WORKSPACE_MAX_TASKS). */
export const WORKSPACE_FULL_CODE = "workspace_full";

/** Its status: Insufficient Storage, the server's own limit and not the service's failure. */
export const WORKSPACE_FULL_STATUS = 507;

/** The server's bound when WORKSPACE_MAX_TASKS is unset. */
export const DEFAULT_WORKSPACE_MAX_TASKS = 1_000_000;
