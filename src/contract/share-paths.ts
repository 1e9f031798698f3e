// Share links' paths, codes and limits, apart from their schemas (shares.ts) so that the app's
// Share dialog names them without bringing zod's schema code into the start-up chunk.

/** The share links' API: every route's path, once. */
export const SHARES_API = {
  /**
   * Reviewers and owners. GET: `shareSchema[]`, every link of the workspace, newest first.
   * POST `shareRequestSchema`: 201 `madeShareSchema`; 404 `not_found` for a target the
   * workspace lacks; 403 `role_not_allowed` for a link that never expires made by a reviewer.
   */
  list: "/__taskdeck/shares",
  /** DELETE: revokes it (204); a reviewer revokes their own links, an owner any (else 403 `role_not_allowed`). */
  one: "/__taskdeck/shares/:id",
  /**
   * Anyone holding the link, no sign-in. GET `<open><token>`: `sharedViewSchema` (a view counted).
   * GET `<open><token>/file?key=…&n=…[&path=…]`: a shared task's result file (`sharedFilePath`).
   * A token tampered with, unknown, expired or revoked: 404 `share_unavailable`, alike for each.
   */
  open: "/__taskdeck/shared/",
} as const;

/** The page that shows a share: `<SHARE_PAGE><token>`, the link a person is given. */
export const SHARE_PAGE = "/s/";

/** What a share link's refusals carry: one code, whatever is wrong with the link. */
export const SHARE_UNAVAILABLE = "share_unavailable";

export const SHARE_KINDS = ["task", "compare", "run"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** How many targets each kind names: task keys for a task and a comparison, a run's id for a run. */
export const SHARE_TARGETS: Record<ShareKind, number> = { task: 1, compare: 2, run: 1 };

/** The days a link may last; null is never, which only owners may choose. */
export const SHARE_DAYS = { min: 1, max: 90 } as const;

/** Revoking a link: `SHARES_API.one` for its id. */
export const sharePath = (id: string) => SHARES_API.one.replace(":id", encodeURIComponent(id));

/**
 * A shared task's result file: the `n`th its record lists (counted across its lists), or with
 * `path` a file beside that one (a model's textures), named relative to it.
 */
export function sharedFilePath(token: string, key: string, n: number, path?: string): string {
  const query = new URLSearchParams({ key, n: String(n), ...(path ? { path } : {}) });
  return `${SHARES_API.open}${token}/file?${query}`;
}
