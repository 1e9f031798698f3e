import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { ArchiveStorage } from "./storage.ts";

// The same bytes are kept once, for every file that delivered them (storage.ts): a copy's bytes
// go only once no archived file still names their hash (past the retention period, a task
// deleted, a copy recorded too late). Whatever removes them first, another instance or this one,
// the rest find nothing to remove, which is no error.
//
// A copy of the very same bytes being put by another instance at that instant (between its put
// and its record) may be recorded after its bytes went: its file route then says the copy is
// missing. Bytes delivered twice within one sweep are rare enough to leave it at that.

/** Keys asked at once: well inside either database's limit on a statement's parameters. */
const AT_ONCE = 500;

/** Of these hashes, those no archived file holds, nor a file kept beside an archived model (neighbour-rows.ts). */
export async function unheldHashes({ db }: Pick<WorkspaceDatabase, "db">, hashes: Iterable<string>) {
  const asked = [...new Set(hashes)];
  const held = new Set<string>();
  for (let from = 0; from < asked.length; from += AT_ONCE) {
    const rows = await db
      .selectFrom("archive_files")
      .select("hash")
      .distinct()
      .where("state", "=", "archived")
      .where("hash", "in", asked.slice(from, from + AT_ONCE))
      .execute();
    rows.forEach(({ hash }) => hash && held.add(hash));
    const beside = await db
      .selectFrom("archive_neighbours")
      .select("hash")
      .distinct()
      .where("hash", "in", asked.slice(from, from + AT_ONCE))
      .execute();
    beside.forEach(({ hash }) => held.add(hash));
  }
  return asked.filter((hash) => !held.has(hash));
}

/** Removes the stored bytes of each of these hashes that no archived file holds; answers how many went. */
export async function dropUnheld(
  database: Pick<WorkspaceDatabase, "db">,
  storage: Pick<ArchiveStorage, "remove">,
  hashes: Iterable<string | null>,
): Promise<number> {
  const unheld = await unheldHashes(
    database,
    [...hashes].filter((hash): hash is string => hash !== null),
  );
  for (const hash of unheld) await storage.remove(hash);
  return unheld.length;
}
