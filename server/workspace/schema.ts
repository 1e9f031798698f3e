import type { Generated } from "kysely";

// The workspace's tables as Kysely sees them: one shape for SQLite and PostgreSQL. Times are
// Unix milliseconds (a bigint column read back as a number on both).

/** Where a submission stands: written before its POST leaves, then answered, or not known. */
export const SUBMISSION_STATES = ["sending", "answered", "unknown"] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** Who the journal says sent a run's cell (run-sender.ts): not a page; the run's maker is who sent it. */
export const RUN_SENDER = "run";

export type SubmissionsTable = {
  /** The idempotency key the page made for this submission: unique, so a re-send finds it. */
  key: string;
  /** The body as sent (JSON text), and its SHA-256: the duplicate guard compares hashes. */
  body: string;
  body_hash: string;
  /** Who sent it: a person's email, or "local"; RUN_SENDER for a run's cell, "moved" for a move-in. */
  sent_by: string;
  created_at: number;
  state: SubmissionState;
  /** The service's answer, once it came: its HTTP status and body (redacted, as the page got it). */
  status: number | null;
  answer: string | null;
  /** The headers kept with it (JSON: its type, Retry-After…), so a replay is the same answer. */
  answer_headers: string | null;
  request_id: string | null;
  answered_at: number | null;
  /** Its callback_url's secret: a callback that does not bring it is refused. */
  callback_secret: string | null;
  /** The workspace's change number of its last change a page should hear of (changes.ts); null before its answer. */
  change_seq: number | null;
  /** The run that sent it, for a run's cell (its maker is who sent it); null for any other. */
  run_id?: string | null;
  /**
   * When it was deleted from the workspace, and by whom (an email, or "local"): its row stays as
   * a tombstone, so every page hears of the deletion and its key is never sent again.
   */
  removed_at: number | null;
  removed_by: string | null;
};

/** A task the server follows, by the service's request_id. */
export type TasksTable = {
  request_id: string;
  /** The submission that made it, when it went through the journal. */
  submission_key: string | null;
  created_at: number;
  updated_at: number;
  /** The last record heard (JSON, as the service sent it, token scrubbed) and its status. */
  status: string | null;
  record: string | null;
  /** 1 once its status is final, or the service no longer knows it: never checked again. */
  finished: Generated<number>;
  checks: Generated<number>;
  /** Checks in a row that got no good answer: the pace backs off by them. */
  failed_checks: Generated<number>;
  next_check_at: number;
  /** Claimed by `lease_owner` until then (one check); past it, any instance may claim it. */
  lease_until: number | null;
  lease_owner: string | null;
  /** Why the last check failed (JSON: a code and its facts, as the page words them); null after a good one. */
  problem: string | null;
  /** 1 once its result files are queued for the archive (or it was finished before the archive came). */
  archive_queued: Generated<number>;
};

/**
 * Each person's verdict on a task (JSON, the contract's shape), by its submission's key and who
 * gave it (an email, or "local"); `updated_at` is the verdict's own.
 */
export type VerdictsTable = { task_key: string; by: string; verdict: string; updated_at: number };

/** A run the server sends (the contract's Run, JSON; null once removed), and the pace it goes at. */
export type RunsTable = {
  id: string;
  run: string | null;
  /** The page's settings when it was made (JSON: RunPace). */
  pace: string;
  created_at: number;
  /** 1 while it has cells to send and is not paused: what the sender reads. */
  active: number;
  change_seq: number | null;
  /** Who made it: a person's email, "local", or null for a run made before people (issue 28). */
  made_by?: string | null;
};

/** A shared item (contract/shared-item.ts: JSON, null once removed) by kind and id; `updated_at` is its own time. */
export type ItemsTable = {
  kind: string;
  id: string;
  item: string | null;
  updated_at: number;
  change_seq: number | null;
};

/** A named lease: one holder at a time across instances (the runs' sender), until it runs out. */
export type LeasesTable = { name: string; owner: string; until: number };

/** A person with an account (issue 28): the email lower-cased, the password as its scrypt hash. */
export type PeopleTable = { id: string; email: string; password_hash: string; role: string; created_at: number };
/** A session by its id's SHA-256 (the cookie holds the id); `seen_at` moves on at most once a minute. */
export type SessionsTable = { id_hash: string; person_id: string; created_at: number; seen_at: number };
/** An invite by its token's SHA-256: one use, until it expires. */
export type InvitesTable = {
  token_hash: string;
  role: string;
  made_by: string;
  expires_at: number;
  used_at: number | null;
};
/** A failed sign-in, by `email:<address>` or `from:<address>`: the rate limit counts them. */
export type SignInFailuresTable = { key: string; at: number };
/**
 * A workspace setting by name; the service token is sealed (server/access/token-cipher.ts). The
 * share links' key (`share_key`) is kept only by a server without TASKDECK_SECRET: loopback's.
 */
export type SettingsTable = { name: string; value: string; changed_by: string; changed_at: number };
/** A share link (issue 28): its targets as JSON; never its token, which is its id signed. */
export type SharesTable = {
  id: string;
  kind: string;
  targets: string;
  made_by: string;
  created_at: number;
  expires_at: number | null;
  revoked_at: number | null;
  views: Generated<number>;
};
/** A review queue (issue 28): its assignees as JSON (emails, or "local"). */
export type ReviewQueuesTable = { id: string; name: string; made_by: string; created_at: number; assignees: string };
/** A queue's item by its place (from 1): the task's key, and whose Next holds it until when. */
export type ReviewQueueItemsTable = {
  queue_id: string;
  position: number;
  task_key: string;
  lease_owner: string | null;
  lease_until: number | null;
};
/**
 * A task's result file to copy into the archive (server/archive/), by `<n>:<task key>`: the task's
 * nth result, from `url`. `state`: pending (to try, at `next_try_at`), archived (its bytes under
 * `hash`), failed (given up: `error` says why), removed (its copy removed past the retention
 * period: `error` says so; `hash` kept for the record). Claimed by `lease_owner` until `lease_until`.
 */
export type ArchiveFilesTable = {
  id: string;
  task_key: string;
  n: number;
  url: string;
  name: string;
  state: "pending" | "archived" | "failed" | "removed";
  attempts: Generated<number>;
  next_try_at: number;
  lease_owner: string | null;
  lease_until: number | null;
  error: string | null;
  hash: string | null;
  size: number | null;
  content_type: string | null;
  created_at: number;
  archived_at: number | null;
  /** A zip's model entries, `{ name, size }[]` as JSON (zip-entries.ts); null for any other file. */
  entries: string | null;
};
/** A file a model (`task_key`, `n`) names beside it, kept while the model is, served at `path` after it. */
export type ArchiveNeighboursTable = {
  task_key: string;
  n: number;
  path: string;
  hash: string;
  size: number;
  content_type: string;
};
export type AuditTable = { id: string; at: number; actor: string; action: string; detail: string; address: string };

export type WorkspaceSchema = {
  submissions: SubmissionsTable;
  tasks: TasksTable;
  verdicts: VerdictsTable;
  runs: RunsTable;
  leases: LeasesTable;
  items: ItemsTable;
  people: PeopleTable;
  sessions: SessionsTable;
  invites: InvitesTable;
  sign_in_failures: SignInFailuresTable;
  audit: AuditTable;
  settings: SettingsTable;
  shares: SharesTable;
  review_queues: ReviewQueuesTable;
  review_queue_items: ReviewQueueItemsTable;
  archive_files: ArchiveFilesTable;
  archive_neighbours: ArchiveNeighboursTable;
};
