import { z } from "zod/mini";
import { OUTCOMES } from "./verdict-limits.ts";
import { SHARE_DAYS, SHARE_KINDS, SHARE_TARGETS } from "./share-paths.ts";

// Share links (issue 28, item 6): a read-only link to one task, a comparison of two or a run's
// tasks, for someone without an account. Made, listed and revoked by the workspace's people
// (server/app/share-routes.ts); opened by anyone holding the link, who gets the shared tasks'
// prompts, statuses, files and verdicts and nothing else of the workspace.

export {
  SHARES_API,
  SHARE_PAGE,
  SHARE_UNAVAILABLE,
  SHARE_KINDS,
  SHARE_TARGETS,
  SHARE_DAYS,
  sharePath,
  sharedFilePath,
} from "./share-paths.ts";
export type { ShareKind } from "./share-paths.ts";

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
  /** Who gave it: an email, or "local" (the local owner, and verdicts given before people). */
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
  /** Each reviewer's verdict on it (one per person), oldest first; empty when nobody judged it. */
  verdicts: z.array(sharedVerdictSchema),
});
export type SharedViewTask = z.infer<typeof sharedViewTaskSchema>;

/** What an opened link answers: its tasks in the order shared (a run's in its cells' order). */
export const sharedViewSchema = z.object({
  kind: z.enum(SHARE_KINDS),
  expiresAt: z.nullable(z.number()),
  tasks: z.array(sharedViewTaskSchema),
});
export type SharedView = z.infer<typeof sharedViewSchema>;
