import type { ExpressionBuilder } from "kysely";
import type { Share, ShareKind, ShareRequest } from "../../src/contract/shares.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { SharesTable, WorkspaceSchema } from "../workspace/schema.ts";

// The workspace's share links: made with an expiry (or none), revoked by setting when, each
// opening counted. A link works while it is neither revoked nor past its expiry.

type Db = Pick<WorkspaceDatabase, "db">;
type Row = Omit<SharesTable, "views"> & { views: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an open link shows: its kind, its targets, until when. */
export type OpenShare = { kind: ShareKind; targets: string[]; expiresAt: number | null };

function shareOf(row: Row): Share {
  return {
    id: row.id,
    kind: row.kind as ShareKind,
    targets: targetsOf(row.targets),
    madeBy: row.made_by,
    createdAt: Number(row.created_at),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
    views: Number(row.views),
  };
}

function targetsOf(text: string): string[] {
  try {
    const targets: unknown = JSON.parse(text);
    return Array.isArray(targets) ? targets.filter((target) => typeof target === "string") : [];
  } catch {
    return [];
  }
}

export async function makeShare({ db }: Db, id: string, asked: ShareRequest, madeBy: string, now = Date.now()) {
  const row = {
    id,
    kind: asked.kind,
    targets: JSON.stringify(asked.targets),
    made_by: madeBy,
    created_at: now,
    expires_at: asked.days === null ? null : now + asked.days * DAY_MS,
    revoked_at: null,
  };
  await db.insertInto("shares").values(row).execute();
  return shareOf({ ...row, views: 0 });
}

/** Every link of the workspace, the newest first. */
export async function listShares({ db }: Db): Promise<Share[]> {
  const rows = await db.selectFrom("shares").selectAll().orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(shareOf);
}

export async function findShare({ db }: Db, id: string): Promise<Share | undefined> {
  const row = await db.selectFrom("shares").selectAll().where("id", "=", id).executeTakeFirst();
  return row && shareOf(row);
}

/** Revokes a link; true when this call did (not when it was revoked already). */
export async function revokeShare({ db }: Db, id: string, now = Date.now()): Promise<boolean> {
  const done = await db
    .updateTable("shares")
    .set({ revoked_at: now })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** A link that works: not revoked, not past its expiry. */
const working = (now: number) => (eb: ExpressionBuilder<WorkspaceSchema, "shares">) =>
  eb.and([eb("revoked_at", "is", null), eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)])]);

/** The link `id` while it works, else null; `counted`: this opening is a view (in the same write). */
export async function openShare({ db }: Db, id: string, counted: boolean, now = Date.now()): Promise<OpenShare | null> {
  const columns = ["kind", "targets", "expires_at"] as const;
  const row = counted
    ? await db
        .updateTable("shares")
        .set((eb) => ({ views: eb("views", "+", 1) }))
        .where("id", "=", id)
        .where(working(now))
        .returning(columns)
        .executeTakeFirst()
    : await db.selectFrom("shares").select(columns).where("id", "=", id).where(working(now)).executeTakeFirst();
  if (!row) return null;
  const expiresAt = row.expires_at === null ? null : Number(row.expires_at);
  return { kind: row.kind as ShareKind, targets: targetsOf(row.targets), expiresAt };
}
