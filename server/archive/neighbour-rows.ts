import type { Kysely } from "kysely";
import type { WorkspaceSchema } from "../workspace/schema.ts";
import type { Neighbour } from "./copy-neighbours.ts";

// The files kept beside a model (archive_neighbours, migration 0018): written with their model's
// copy, read by the archive's routes, gone with their model (its task deleted, its copy past the
// retention period). Their bytes are held while their rows are (unheld-bytes.ts).

type Db = Kysely<WorkspaceSchema>;

/** Writes the neighbours of a task's nth file (in its model's write), in place of any before. */
export async function writeNeighbours(on: Db, taskKey: string, n: number, neighbours: Neighbour[]) {
  await on.deleteFrom("archive_neighbours").where("task_key", "=", taskKey).where("n", "=", n).execute();
  if (neighbours.length === 0) return;
  await on
    .insertInto("archive_neighbours")
    .values(
      neighbours.map(({ path, hash, size, type }) => ({ task_key: taskKey, n, path, hash, size, content_type: type })),
    )
    .execute();
}

/** Removes the neighbours of these files of a task (all of them without `ns`); answers the hashes they held. */
export async function removeNeighbours(on: Db, taskKey: string, ns?: number[]): Promise<string[]> {
  if (ns?.length === 0) return [];
  let removal = on.deleteFrom("archive_neighbours").where("task_key", "=", taskKey);
  if (ns) removal = removal.where("n", "in", ns);
  return (await removal.returning("hash").execute()).map(({ hash }) => hash);
}

/** The relative paths kept beside each of a task's files, by its place n. */
export async function neighbourPaths(db: Db, taskKey: string): Promise<Map<number, string[]>> {
  const rows = await db
    .selectFrom("archive_neighbours")
    .select(["n", "path"])
    .where("task_key", "=", taskKey)
    .orderBy("n")
    .orderBy("path")
    .execute();
  const paths = new Map<number, string[]>();
  for (const { n, path } of rows) paths.set(n, [...(paths.get(n) ?? []), path]);
  return paths;
}

/** The copy kept at `path` beside a task's nth file, while that file is archived; else undefined. */
export function archivedNeighbour(db: Db, taskKey: string, n: number, path: string) {
  return db
    .selectFrom("archive_neighbours as b")
    .innerJoin("archive_files as f", (join) => join.onRef("f.task_key", "=", "b.task_key").onRef("f.n", "=", "b.n"))
    .select(["b.hash", "b.size", "b.content_type"])
    .where("b.task_key", "=", taskKey)
    .where("b.n", "=", n)
    .where("b.path", "=", path)
    .where("f.state", "=", "archived")
    .executeTakeFirst();
}
