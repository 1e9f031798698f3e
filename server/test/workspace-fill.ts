import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { localFolderStorage } from "../archive/local-folder.ts";
import type { WorkspaceSchema } from "../workspace/schema.ts";
import { TABLES } from "../workspace/workspace-tables.ts";

// A workspace for the backup's tests (server/workspace/backup*.test.ts): rows in every table (more
// than one batch in some, keys of one and two columns, texts JSON must escape) and files in its
// archive; and its rows read back to compare.

const at = 1_767_000_000_000;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const odd = (i: number) => `line one\nline two \u2028 "quoted" \\ é 🦊 ${i}`;

/** Fills every table of an empty workspace, and puts three files (one of 3 MB, one empty) in its archive. */
export async function fillWorkspace(db: Kysely<WorkspaceSchema>, archiveDir: string): Promise<void> {
  const files = [randomBytes(3 * 1024 * 1024), Buffer.from("a result"), Buffer.alloc(0)];
  const hashes = files.map((bytes) => createHash("sha256").update(bytes).digest("hex"));
  const archive = localFolderStorage(archiveDir);
  for (const [n, bytes] of files.entries()) await archive.put(hashes[n]!, bytes);
  const submission = (i: number) => ({
    key: `key-${String(i).padStart(4, "0")}`,
    body: JSON.stringify({ prompt: odd(i) }),
    body_hash: `hash-${i}`,
    sent_by: i % 3 ? "local" : "ann@example.com",
    created_at: at + i,
    state: "answered" as const,
    status: 200,
    answer: i % 2 ? JSON.stringify({ request_id: `req-${i}` }) : null,
    answer_headers: null,
    request_id: `req-${i}`,
    answered_at: at + i + 5,
    callback_secret: null,
    change_seq: i + 1,
    run_id: i % 10 ? null : "run-1",
  });
  const insert = async <T extends keyof WorkspaceSchema>(table: T, rows: object[]) => {
    for (let i = 0; i < rows.length; i += 100)
      await db
        .insertInto(table)
        .values(rows.slice(i, i + 100) as never)
        .execute();
  };
  await insert("submissions", range(250).map(submission));
  await insert(
    "tasks",
    range(120).map((i) => ({
      request_id: `req-${i}`,
      submission_key: `key-${String(i).padStart(4, "0")}`,
      created_at: at + i,
      updated_at: at + i + 60_000,
      status: i % 4 ? "completed" : "processing",
      record: JSON.stringify({ status: "completed", note: odd(i) }),
      finished: i % 4 ? 1 : 0,
      checks: 3,
      failed_checks: 0,
      next_check_at: at + i + 90_000,
      lease_until: i % 4 ? null : at + 10_000,
      lease_owner: i % 4 ? null : "instance-a",
      problem: null,
      archive_queued: 1,
    })),
  );
  const verdict = (i: number) => JSON.stringify({ outcome: i % 2 ? "pass" : "fail", note: odd(i) });
  await insert(
    "verdicts",
    range(110).map((i) => ({ task_key: `key-${i % 60}`, by: `person-${i}`, verdict: verdict(i), updated_at: at })),
  );
  await insert("runs", [
    {
      id: "run-1",
      run: JSON.stringify({ name: odd(1) }),
      pace: "{}",
      created_at: at,
      active: 1,
      change_seq: 300,
      made_by: "local",
    },
    { id: "run-2", run: null, pace: "{}", created_at: at, active: 0, change_seq: 301, made_by: null },
  ]);
  await insert(
    "items",
    range(130).map((i) => ({
      kind: i % 2 ? "presets" : "judgements",
      id: `item-${i}`,
      item: i % 7 ? JSON.stringify({ name: odd(i) }) : null,
      updated_at: at + i,
      change_seq: 400 + i,
    })),
  );
  await insert("people", [
    { id: "p-1", email: "ann@example.com", password_hash: "scrypt$x", role: "owner", created_at: at },
    { id: "p-2", email: "bo@example.com", password_hash: "scrypt$y", role: "viewer", created_at: at },
  ]);
  await insert("sessions", [{ id_hash: "s-hash", person_id: "p-1", created_at: at, seen_at: at + 1 }]);
  await insert("invites", [{ token_hash: "i-hash", role: "reviewer", made_by: "p-1", expires_at: at, used_at: null }]);
  await insert("audit", [
    { id: "a-1", at, actor: "ann@example.com", action: "invite", detail: odd(0), address: "::1" },
  ]);
  await insert("settings", [{ name: "share_key", value: "c2VjcmV0", changed_by: "server", changed_at: at }]);
  await insert("shares", [
    {
      id: "sh-1",
      kind: "task",
      targets: '["key-0001"]',
      made_by: "p-1",
      created_at: at,
      expires_at: null,
      revoked_at: null,
      views: 4,
    },
  ]);
  await insert("review_queues", [{ id: "q-1", name: odd(2), made_by: "p-1", created_at: at, assignees: '["local"]' }]);
  await insert(
    "review_queue_items",
    range(105).map((i) => ({
      queue_id: "q-1",
      position: i + 1,
      task_key: `key-${i}`,
      lease_owner: null,
      lease_until: null,
    })),
  );
  await insert(
    "archive_files",
    hashes.map((hash, n) => ({
      id: `${n}:key-0001`,
      task_key: "key-0001",
      n,
      url: `http://files.example/${n}.mp4`,
      name: `${n}.mp4`,
      state: "archived",
      attempts: 1,
      next_try_at: at,
      lease_owner: null,
      lease_until: null,
      error: null,
      hash,
      size: files[n]!.length,
      content_type: "video/mp4",
      created_at: at,
      archived_at: at + 1,
    })),
  );
  await insert("leases", [{ name: "runs", owner: "instance-a", until: at + 10_000 }]);
  // The same failure twice in one millisecond: two equal rows, both kept.
  await insert("sign_in_failures", [
    { key: "email:ann@example.com", at },
    { key: "email:ann@example.com", at },
    { key: "from:::1", at },
  ]);
}

/** Every table's rows, in one order whatever the database. */
export async function tableRows(db: Kysely<WorkspaceSchema>): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const [table, key] of TABLES) {
    const order = key ?? ["key", "at"];
    rows[table] = await order
      .reduce((q, column) => q.orderBy(column as never), db.selectFrom(table).selectAll())
      .execute();
  }
  return rows;
}
