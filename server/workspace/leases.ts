import type { WorkspaceDatabase } from "./database.ts";
import { exclusively } from "./exclusive.ts";

// Named leases: one holder at a time across instances, renewed while it works. A holder that
// dies keeps its lease until it runs out; then the next to ask takes it, and is told so (the
// work it takes over may have been cut short).

/** `held`: this owner's (new or renewed); `taken`: from a holder whose lease ran out; `busy`: another's. */
export type Hold = "held" | "taken" | "busy";

type Database = Pick<WorkspaceDatabase, "db" | "kind">;

export async function holdLease(
  database: Database,
  name: string,
  owner: string,
  ms: number,
  now: number,
): Promise<Hold> {
  return exclusively(database, `lease:${name}`, async (db) => {
    const row = await db.selectFrom("leases").selectAll().where("name", "=", name).executeTakeFirst();
    if (row && row.owner !== owner && row.until > now) return "busy";
    if (row)
      await db
        .updateTable("leases")
        .set({ owner, until: now + ms })
        .where("name", "=", name)
        .execute();
    else
      await db
        .insertInto("leases")
        .values({ name, owner, until: now + ms })
        .execute();
    return row && row.owner !== owner ? "taken" : "held";
  });
}

/** Gives a lease back (a stop that finished its work): the next holder takes it over as a fresh one. */
export async function releaseLease({ db }: Database, name: string, owner: string): Promise<void> {
  await db.deleteFrom("leases").where("name", "=", name).where("owner", "=", owner).execute();
}
