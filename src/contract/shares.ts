import { z } from "zod/mini";
import { OUTCOMES } from "./verdict-limits.ts";

// Share links (issue 28, item 6): a read-only link to one task, a comparison of two or a run's
// tasks, for someone without an account. Made, listed and revoked by the workspace's people
// (server/app/share-routes.ts); opened by anyone holding the link, who gets the shared tasks'
// prompts, statuses, files and verdicts and nothing else of the workspace.

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

const target = z.string().check(z.minLength(1), z.maxLength(128));

export const shareRequestSchema = z
  .object({
    kind: z.enum(SHARE_KINDS),
    targets: z.array(target).check(z.minLength(1), z.maxLength(2)),
    days: z.nullable(z.int().check(z.gte(SHARE_DAYS.min), z.lte(SHARE_DAYS.max))),
  })
  .check(
    z.refine(
      ({ kind, targets }) => targets.length === SHARE_TARGETS[kind] && new Set(targets).size === targets.length,
      "a task names one task key, a comparison two different ones, a run its id",
    ),
  );
export type ShareRequest = z.infer<typeof shareRequestSchema>;

/** A link as the workspace's list shows it: never its token. */
export const shareSchema = z.object({
  id: z.string(),
  kind: z.enum(SHARE_KINDS),
  targets: z.array(z.string()),
  /** The email of who made it, "local" for the local owner. */
  madeBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.nullable(z.number()),
  revokedAt: z.nullable(z.number()),
  views: z.number(),
});
export type Share = z.infer<typeof shareSchema>;

/** A link just made: the only time its path (`<SHARE_PAGE><token>`) is given. */
export const madeShareSchema = z.extend(shareSchema, { link: z.string() });
export type MadeShare = z.infer<typeof madeShareSchema>;

/** A shared task's result file, read through the share (`url`, on this server). */
export const sharedFileSchema = z.object({
  kind: z.enum(["image", "video", "audio", "file"]),
  /** The file's own name (the last part of its address): its type, and what to save it as. */
  name: z.string(),
  url: z.string(),
});

/** A verdict as a share shows it: no pinned notes, no times. */
export const sharedVerdictSchema = z.object({
  outcome: z.nullable(z.enum(OUTCOMES)),
  rating: z.nullable(z.number()),
  tags: z.array(z.string()),
  note: z.string(),
  /** Who gave it (an email, "local"); null for a verdict given before people. */
  by: z.nullable(z.string()),
});

/** One task of a share: what a viewer of its result needs, never its record or ids. */
export const sharedViewTaskSchema = z.object({
  /** Its submission's key, as the share's file links name it. */
  key: z.string(),
  prompt: z.nullable(z.string()),
  model: z.nullable(z.string()),
  /** The service's last word on it (COMPLETED, FAILED…); null when none came. */
  status: z.nullable(z.string()),
  files: z.array(sharedFileSchema),
  verdict: z.nullable(sharedVerdictSchema),
});
export type SharedViewTask = z.infer<typeof sharedViewTaskSchema>;

/** What an opened link answers: its tasks in the order shared (a run's in its cells' order). */
export const sharedViewSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  expiresAt: z.nullable(z.number()),
  tasks: z.array(sharedViewTaskSchema),
});
export type SharedView = z.infer<typeof sharedViewSchema>;

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
