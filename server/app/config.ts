import path from "node:path";
import type { DatabaseSettings } from "../workspace/database.ts";
import { withListenHost } from "../http/host-check.ts";
import { DEFAULT_TOTAL_SECONDS, envSchema, follows, holdsToken } from "./env-schema.ts";
import { sandboxOptionsFromEnv, type SandboxOptions } from "../sandbox/state.ts";
import { s3SettingsOf, type S3Settings } from "../archive/s3-settings.ts";

export type Upstream = {
  /** The real service, e.g. https://api.example.com; `/api/v1/tasks/…` is appended. */
  baseUrl: string;
  /** UPSTREAM_TOKEN: sent in place of whatever Authorization the browser sent (an owner's, set in the workspace, comes first). */
  token: string | null;
  /**
   * The server holds the token (UPSTREAM_TOKEN, or TASKDECK_SECRET to keep an owner's): pages
   * never send one, and a server with none yet refuses to send rather than pass a page's on.
   */
  held: boolean;
  /** How long to wait for the service to start answering, and for each pause in a transfer. */
  timeoutMs: number;
  /** The whole call, from sending the request to the answer's last byte, however steadily it flows. */
  totalMs: number;
};

export type FileProxyLimits = {
  /** Reach loopback, private and link-local addresses too (local tests); never in a deployment. */
  allowPrivate: boolean;
  maxBytes: number;
  /** The whole transfer, however steadily it flows. */
  totalMs: number;
};

export type ServerConfig = {
  port: number;
  host: string | undefined;
  distDir: string;
  /** null: the embedded sandbox answers the API. */
  upstream: Upstream | null;
  sandbox: SandboxOptions;
  /** Serve the sandbox's `/__sandbox/` control plane (faults, request log, reset). */
  sandboxControl: boolean;
  /** Further origins the page may connect to (Content-Security-Policy connect-src). */
  connectSrc: string[];
  /** Pages on these origins may call this server's API too (besides its own). */
  allowedOrigins: string[];
  /**
   * Host names this server answers to besides loopback and IP literals (ALLOWED_HOSTS, plus HOST
   * when it names one): any other Host header is refused, against DNS rebinding.
   */
  allowedHosts: string[];
  /** With the token held here: also answer requests that carry no sign of the page (curl, scripts). */
  allowScripts: boolean;
  files: FileProxyLimits;
  /** The workspace's database: PostgreSQL at DATABASE_URL, else SQLite in DATA_DIR. */
  database: DatabaseSettings;
  /**
   * FOLLOW_TASKS: this server checks every unfinished task of the workspace itself, with its own
   * token, from the base interval up (FOLLOW_POLL_SECONDS). On by default wherever it can: the
   * sandbox's tasks, or the service's with UPSTREAM_TOKEN; a server that passes each page's
   * token on has none to check with, and leaves the following to its pages.
   */
  follow: { baseMs: number } | null;
  /**
   * PUBLIC_URL (with FOLLOW_TASKS): where the service can reach this server. Each submission then
   * carries a callback_url there, with a secret of its own; a callback hastens its task's check.
   */
  publicUrl: string | null;
  /**
   * WORKSPACE_MAX_TASKS: the most tasks the workspace holds. A submission past it is refused
   * before anything is written or sent (507 workspace_full), a run pauses, a move-in batch waits.
   */
  maxTasks: number;
  /** WORKSPACE_STALL_SECONDS: a page's stream whose writes wait this long (it reads nothing) is closed. */
  stallMs: number;
  /** Issue 28: who may open the workspace (server/access/). */
  access: AccessConfig;
  /**
   * Issue 29: the archive of completed tasks' result files, in `dir` (DATA_DIR/archive). ARCHIVE_RESULTS:
   * this server copies them (on by default wherever it follows tasks); its pages read the archive either way.
   * With `s3` (S3_ENDPOINT…) the copies are kept in that bucket instead, only staged in `dir`/tmp.
   */
  archive: ArchiveSettings;
};

export type ArchiveSettings = {
  dir: string;
  enabled: boolean;
  s3: S3Settings | null;
  /** ARCHIVE_QUOTA_BYTES: the most the archive holds (each stored copy once); null: no quota. */
  quotaBytes: number | null;
  /** ARCHIVE_RETENTION_DAYS: copies archived longer ago are removed; null: kept for good. */
  retentionDays: number | null;
};

export type AccessConfig = {
  /** TASKDECK_OWNER_EMAIL and _PASSWORD: the first owner, made at start when no account has that email. */
  owner: { email: string; password: string } | null;
  /** TASKDECK_SESSION_IDLE_HOURS: a session unused this long ends. */
  idleMs: number;
  /** Cookies are marked Secure: the server is reached over https (PUBLIC_URL says so). */
  secureCookies: boolean;
  /** TASKDECK_SECRET: the key of the workspace's secrets (the service token an owner sets) and of share links. */
  secret: string | null;
};

export class ConfigError extends Error {}

/**
 * How long a journaled submission may be on its way before others take it as cut short: the
 * proxy's whole limit (the sandbox's alike), and a margin for reading the body and the journal's
 * own writes, which come before the limit's clock starts.
 */
export function inFlightMs(config: ServerConfig): number {
  const total = config.upstream?.totalMs ?? DEFAULT_TOTAL_SECONDS * 1000;
  // A quarter of the limit, at most 15 s: reading a body and two writes take well under that.
  return total + Math.min(total / 4, 15_000);
}

/** Reads the server's settings from the environment; an empty variable counts as unset. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    // Messages name the variable but never echo its value: it may be a token.
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join("; ")}.`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST || undefined,
    distDir: path.resolve(e.DIST_DIR),
    upstream: e.UPSTREAM_BASE_URL
      ? {
          baseUrl: e.UPSTREAM_BASE_URL,
          token: e.UPSTREAM_TOKEN ?? null,
          held: holdsToken(e),
          timeoutMs: e.UPSTREAM_TIMEOUT_SECONDS * 1000,
          totalMs: e.UPSTREAM_TOTAL_SECONDS * 1000,
        }
      : null,
    sandbox: sandboxOptionsFromEnv(env),
    sandboxControl: e.SANDBOX_CONTROL,
    connectSrc: e.CONNECT_SRC,
    allowedOrigins: e.ALLOWED_ORIGINS,
    // The service calls back by the public URL's name: answered, as the listening host's is.
    allowedHosts: withListenHost(withListenHost(e.ALLOWED_HOSTS, e.HOST), publicHost(e.PUBLIC_URL)),
    allowScripts: e.PROXY_ALLOW_SCRIPTS,
    files: {
      allowPrivate: e.FILE_PROXY_ALLOW_PRIVATE,
      maxBytes: e.FILE_PROXY_MAX_BYTES,
      totalMs: e.FILE_PROXY_TIMEOUT_SECONDS * 1000,
    },
    database: { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL },
    follow: follows(e) ? { baseMs: e.FOLLOW_POLL_SECONDS * 1000 } : null,
    publicUrl: e.PUBLIC_URL ?? null,
    maxTasks: e.WORKSPACE_MAX_TASKS,
    stallMs: e.WORKSPACE_STALL_SECONDS * 1000,
    access: {
      owner: e.TASKDECK_OWNER_EMAIL ? { email: e.TASKDECK_OWNER_EMAIL, password: e.TASKDECK_OWNER_PASSWORD! } : null,
      idleMs: e.TASKDECK_SESSION_IDLE_HOURS * 3600_000,
      secureCookies: e.PUBLIC_URL?.startsWith("https:") ?? false,
      secret: e.TASKDECK_SECRET ?? null,
    },
    archive: {
      dir: path.join(path.resolve(e.DATA_DIR), "archive"),
      enabled: e.ARCHIVE_RESULTS ?? follows(e),
      s3: s3SettingsOf(e),
      quotaBytes: e.ARCHIVE_QUOTA_BYTES ?? null,
      retentionDays: e.ARCHIVE_RETENTION_DAYS ?? null,
    },
  };
}

const publicHost = (url: string | undefined) => (url ? new URL(url).hostname : undefined);
