import { randomUUID } from "node:crypto";
import type { AuditAction, AuditEntry } from "../../src/contract/access.ts";
import { csvCell } from "../../src/contract/csv-cell.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";

// The audit log: who did what, when, from where. Written beside the act, read by owners.

export const AUDIT_PAGE = 1000;

export async function audit(
  { db }: Pick<WorkspaceDatabase, "db">,
  entry: Omit<AuditEntry, "at">,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto("audit")
    .values({ id: randomUUID(), at: now, ...entry, detail: entry.detail.slice(0, 500) })
    .execute();
}

/** The newest entries first, at most AUDIT_PAGE of them. */
export async function auditEntries({ db }: WorkspaceDatabase): Promise<AuditEntry[]> {
  const rows = await db.selectFrom("audit").selectAll().orderBy("at", "desc").orderBy("id").limit(AUDIT_PAGE).execute();
  return rows.map((row) => ({
    at: Number(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    detail: row.detail,
    address: row.address,
  }));
}

export function auditCsv(entries: AuditEntry[]): string {
  const lines = entries.map((entry) =>
    [new Date(entry.at).toISOString(), entry.actor, entry.action, entry.detail, entry.address].map(csvCell).join(","),
  );
  return ["time,who,action,detail,address", ...lines].join("\r\n") + "\r\n";
}
