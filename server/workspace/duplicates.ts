import type { Kysely } from "kysely";
import type { SUBMISSION_STATES } from "../../src/contract/history-document.ts";
import type { SubmissionsTable, WorkspaceSchema } from "./schema.ts";

// The duplicate guard's query, across every browser of the workspace (submissions.ts asks it
// under the body's lock).

/** A submission's state as the page's ledger words it (the journal keeps fewer). */
type LedgerState = (typeof SUBMISSION_STATES)[number];

/**
 * The newest submission of this body under another key since `since` that may have made a
 * task, as the page's ledger would word it. A refusal (4xx) was forgotten already; an answer
 * that holds no task (the service's "rejected" envelope) made none either.
 */
export async function sameBodySince(db: Kysely<WorkspaceSchema>, hash: string, key: string, since: number) {
  const rows = await db
    .selectFrom("submissions")
    .select(["created_at", "state", "status", "request_id"])
    .where("body_hash", "=", hash)
    .where("created_at", ">=", since)
    .where("key", "!=", key)
    .orderBy("created_at", "desc")
    .limit(20)
    .execute();
  for (const row of rows) {
    const state = ledgerState(row);
    if (state !== "refused") return { kind: "duplicate", since: row.created_at, state } as const;
  }
  return null;
}

function ledgerState(row: Pick<SubmissionsTable, "state" | "status" | "request_id">): LedgerState {
  if (row.state !== "answered") return row.state;
  if (row.request_id) return "accepted";
  return (row.status ?? 0) >= 500 ? "failed" : "refused";
}
