import type { ItemKind, SharedItem } from "../../src/contract/shared-item.ts";
import type { ChangeSignal } from "./changes.ts";
import type { WorkspaceDatabase } from "./database.ts";

// The workspace's shared items (contract/shared-item.ts): presets and judgements, by kind and id.
// Of two copies the newer wins, a removal as much as a change (its row stays, item null): a page
// that was away and sends its older copy changes nothing, and the page that sent it hears the
// newer one on its stream.

type Row = { kind: string; id: string; item: string | null; updated_at: number | string; change_seq: number | null };

/** What came of a put: kept (pages hear of it), older than what is kept, or one too many of its kind. */
export type KeepAnswer = "kept" | "older" | "full";

/**
 * Keeps `item` (null: its removal) of `kind` as of `updatedAt`, unless a copy as new or newer is
 * kept; a new id past `max` items of its kind is refused.
 */
export async function keepItem(
  stampItem: ChangeSignal["stampItem"],
  kind: ItemKind,
  id: string,
  item: unknown,
  updatedAt: number,
  max: number,
): Promise<KeepAnswer> {
  let answer: KeepAnswer = "older";
  await stampItem(kind, id, async (db) => {
    const kept = await db
      .selectFrom("items")
      .select("updated_at")
      .where("kind", "=", kind)
      .where("id", "=", id)
      .executeTakeFirst();
    const text = item === null ? null : JSON.stringify(item);
    if (kept) {
      if (Number(kept.updated_at) >= updatedAt) return false;
      await db
        .updateTable("items")
        .set({ item: text, updated_at: updatedAt })
        .where("kind", "=", kind)
        .where("id", "=", id)
        .execute();
    } else {
      const { count } = await db
        .selectFrom("items")
        .select((eb) => eb.fn.countAll().as("count"))
        .where("kind", "=", kind)
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) {
        answer = "full";
        return false;
      }
      await db.insertInto("items").values({ kind, id, item: text, updated_at: updatedAt }).execute();
    }
    answer = "kept";
    return true;
  });
  return answer;
}

/** The items changed after change `since`, at most `limit`, oldest change first. */
export async function itemsSince(
  { db }: Pick<WorkspaceDatabase, "db">,
  since: number,
  limit: number,
): Promise<SharedItem[]> {
  const rows = await db
    .selectFrom("items")
    .selectAll()
    .where("change_seq", ">", since)
    .orderBy("change_seq")
    .limit(limit)
    .execute();
  return rows.flatMap(sharedItem);
}

/** Every item of `kind` the workspace keeps, removals included (a page reconciles its own with them). */
export async function itemsOf({ db }: Pick<WorkspaceDatabase, "db">, kind: ItemKind): Promise<SharedItem[]> {
  const rows = await db.selectFrom("items").selectAll().where("kind", "=", kind).orderBy("change_seq").execute();
  return rows.flatMap(sharedItem);
}

/** An item as pages read it; none for a row that no longer reads (not told as a removal: pages keep theirs). */
function sharedItem(row: Row): SharedItem[] {
  let item: unknown;
  try {
    item = row.item === null ? null : JSON.parse(row.item);
  } catch {
    return [];
  }
  return [
    {
      kind: row.kind as ItemKind,
      id: row.id,
      item,
      updatedAt: Number(row.updated_at),
      change: Number(row.change_seq ?? 0),
    },
  ];
}
