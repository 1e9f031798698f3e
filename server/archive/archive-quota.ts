import type { ArchiveReason } from "../../src/contract/archive-reason.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { formatBytes } from "./byte-size.ts";
import { unheldHashes } from "./unheld-bytes.ts";

// The workspace's archive quota (ARCHIVE_QUOTA_BYTES): what the archive holds is each stored
// copy once, however many files delivered the same bytes, so the used total is the sum of the
// sizes of the distinct hashes an archived file names. A copy that would pass the quota is given
// up at once with why (its task is finished all the same; its file stays at the service's link),
// and nothing of it is kept. Bytes kept already under its hash cost nothing more.
//
// Two copies checked at the same moment (two instances, or one's copies side by side) both see
// the total before either is kept: each may pass, and the quota is passed by at most the copies
// under way at once (4 per instance, each at most FILE_PROXY_MAX_BYTES). No lock is held across
// a download for this; the next copy after them is refused.

type Db = Pick<WorkspaceDatabase, "db">;

export type ArchiveTotals = { usedBytes: number; files: number };

/**
 * What the archive holds: the bytes of its distinct copies (the files kept beside models too), and
 * the files archived (two of one copy count twice; a model's neighbours are not counted as files).
 */
export async function archiveUsage({ db }: Db): Promise<ArchiveTotals> {
  const kept = db
    .selectFrom("archive_files")
    .select(["hash", "size"])
    .where("state", "=", "archived")
    .unionAll(db.selectFrom("archive_neighbours").select(["hash", "size"]))
    .as("kept");
  const copies = db
    .selectFrom(kept)
    .select((eb) => ["kept.hash", eb.fn.max("kept.size").as("size")])
    .groupBy("kept.hash")
    .as("copies");
  const used = await db
    .selectFrom(copies)
    .select((eb) => eb.fn.sum<number | string | null>("copies.size").as("bytes"))
    .executeTakeFirstOrThrow();
  const files = await db
    .selectFrom("archive_files")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("state", "=", "archived")
    .executeTakeFirstOrThrow();
  // PostgreSQL answers a sum of bigints and a count as text.
  return { usedBytes: Number(used.bytes ?? 0), files: Number(files.n) };
}

/** Why a file of `bytes` is not kept. */
export const overQuota = (bytes: number, quota: number, used: number): ArchiveReason => ({
  ...{ code: "quota_full", bytes, quota, used },
  text:
    `The workspace's archive is full: this file (${formatBytes(bytes)}) would pass its quota of ` +
    `${formatBytes(quota, true)} (${formatBytes(used)} used).`,
});

/** The archiver's two looks at the quota: each answers why a copy is refused, or null when it fits. */
export type QuotaCheck = {
  /** Before downloading, by the size its host declared. */
  declared(bytes: number): Promise<ArchiveReason | null>;
  /** Before keeping a staged copy, by its hash and its size. */
  staged(hash: string, bytes: number): Promise<ArchiveReason | null>;
};

export function quotaCheck(database: Db, quota: number): QuotaCheck {
  const { db } = database;
  const archived = () => db.selectFrom("archive_files").select("id").where("state", "=", "archived").limit(1);
  const refusal = async (bytes: number, keptAlready: () => Promise<boolean>) => {
    const { usedBytes } = await archiveUsage(database);
    if (usedBytes + bytes <= quota || (await keptAlready())) return null;
    return overQuota(bytes, quota, usedBytes);
  };
  return {
    // A copy of that size may be these very bytes: then downloaded, and its hash decides.
    declared: (bytes) =>
      refusal(bytes, async () => (await archived().where("size", "=", bytes).executeTakeFirst()) !== undefined),
    staged: (hash, bytes) => refusal(bytes, async () => (await unheldHashes(database, [hash])).length === 0),
  };
}
