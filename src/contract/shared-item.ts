import { z } from "zod/mini";

// The small things a team shares beside its tasks and runs (issue 27): the QA runs' presets and
// Compare's pairwise judgements. Each is kept by its kind and id; of two copies the newer wins
// (its own time, stamped by the page that changed it), a removal included, so a page that was
// away and sends an older copy changes nothing.

/** `GET <kind>`: every item of a kind; `PUT <kind>/<id>`: one item, or its removal. */
export const WORKSPACE_ITEMS_PATH = "/__taskdeck/workspace/items/";

export const ITEM_KINDS = ["presets", "judgements"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** How many of one kind a workspace keeps, removals included: a few hundred is a busy team's year. */
export const MAX_ITEMS = 10_000;

/** An item's bytes at most: a preset's plan holds a base and its axes' values, far below this. */
export const MAX_ITEM_BYTES = 256 * 1024;

/** What a page sends: the item (read with its kind's schema), or null for its removal, and when. */
export const itemPutSchema = z.object({
  item: z.nullable(z.unknown()),
  /** Milliseconds, whole: a later change of the same item is stamped strictly later. */
  updatedAt: z.int().check(z.gte(0)),
});
export type ItemPut = z.infer<typeof itemPutSchema>;

/** What pages hear of an item (the stream's `items` events, and `GET <kind>`). */
export const sharedItemSchema = z.object({
  kind: z.enum(ITEM_KINDS),
  id: z.string().check(z.minLength(1)),
  item: z.nullable(z.unknown()),
  updatedAt: z.number(),
  change: z.number(),
});
export type SharedItem = z.infer<typeof sharedItemSchema>;
