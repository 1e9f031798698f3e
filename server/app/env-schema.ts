import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { hostListSchema } from "../http/host-check.ts";
import { DEFAULT_POLL_SECONDS, POLL_RANGE } from "../../src/contract/poll-interval.ts";
import { DEFAULT_WORKSPACE_MAX_TASKS } from "../../src/contract/workspace-refusals.ts";
import { BEARER_TOKEN, PASSWORD_MAX, PASSWORD_MIN } from "../../src/contract/access.ts";
import { missingS3, S3_MISSING, s3EnvFields } from "../archive/s3-settings.ts";
import { parseByteSize } from "../archive/byte-size.ts";

// The server's environment variables and what each may hold (docs/deployment.md lists them);
// config.ts makes the server's settings from them.

export const DEFAULT_TOTAL_SECONDS = 120;

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const httpUrl = z
  // abort: the check below parses it, and would throw a bare "Invalid URL" that names no variable.
  .url({ protocol: /^https?$/, error: "must be an http(s) URL", abort: true })
  .refine((url) => !new URL(url).search && !new URL(url).hash, "must not hold a query or fragment")
  .transform((url) => url.replace(/\/+$/, ""));

const origin = z
  .url({ protocol: /^https?$/, error: "must list http(s) origins" })
  .transform((url) => new URL(url).origin);

const originList = z
  .string()
  .default("")
  .transform((list) => list.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(origin));

const flag = z
  .enum(["0", "1"])
  .default("0")
  .transform((value) => value === "1");

/** Unset: the server decides (see FOLLOW_TASKS). */
const optionalFlag = z
  .enum(["0", "1"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "1"));

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().trim().optional(),
    DIST_DIR: z.string().trim().default(path.join(ROOT, "dist")),
    UPSTREAM_BASE_URL: z.string().trim().pipe(httpUrl).optional(),
    // A bearer token's characters (RFC 6750's b64token): what an Authorization header can carry,
    // and what the proxy's search for it in answers relies on (redact-spellings.ts).
    UPSTREAM_TOKEN: z
      .string()
      .trim()
      .regex(BEARER_TOKEN, "must be a bearer token: letters, digits and - . _ ~ + / (then = at the end)")
      .optional(),
    UPSTREAM_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(60),
    // Twice the default wait: an answer that began is a few kB and ends in well under a second,
    // so this is room for a slow start and a slow link, and a drip is cut within two minutes.
    UPSTREAM_TOTAL_SECONDS: z.coerce.number().positive().max(7200).default(DEFAULT_TOTAL_SECONDS),
    CONNECT_SRC: originList,
    ALLOWED_ORIGINS: originList,
    ALLOWED_HOSTS: hostListSchema,
    PROXY_ALLOW_SCRIPTS: flag,
    SANDBOX_CONTROL: flag,
    FILE_PROXY_ALLOW_PRIVATE: flag,
    FILE_PROXY_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(512 * 1024 * 1024),
    FILE_PROXY_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(300),
    DATA_DIR: z.string().trim().default("data"),
    // Unset: on wherever the server can check tasks itself (the sandbox, or UPSTREAM_TOKEN).
    FOLLOW_TASKS: optionalFlag,
    PUBLIC_URL: httpUrl.optional(),
    // Unset: on wherever the server follows tasks (issue 29: completed tasks' files copied into DATA_DIR/archive).
    ARCHIVE_RESULTS: optionalFlag,
    // Unset: no quota, and copies kept for good (docs/archive.md). A size: bytes, or 500MB, 20GB (SI; GiB too).
    ARCHIVE_QUOTA_BYTES: z
      .string()
      .trim()
      .refine((text) => parseByteSize(text) !== null, "must be a size: bytes, or with a unit (500MB, 20GB)")
      .transform((text) => parseByteSize(text)!)
      .optional(),
    ARCHIVE_RETENTION_DAYS: z.coerce.number().int().positive().max(36_500).optional(),
    // The archive in an S3-compatible bucket instead of DATA_DIR/archive: with S3_BUCKET,
    // S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION (server/archive/s3-settings.ts).
    S3_ENDPOINT: z.string().trim().pipe(httpUrl).optional(),
    ...s3EnvFields,
    FOLLOW_POLL_SECONDS: z.coerce.number().min(POLL_RANGE.min).max(POLL_RANGE.max).default(DEFAULT_POLL_SECONDS),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(?:ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    // A bound on the workspace's growth, not a quota: a million tasks is years of a team's QA.
    WORKSPACE_MAX_TASKS: z.coerce.number().int().positive().default(DEFAULT_WORKSPACE_MAX_TASKS),
    // A page that has read nothing of its stream for this long is let go (it reconnects, and
    // resumes where it was): its server stops holding the events it was writing.
    WORKSPACE_STALL_SECONDS: z.coerce.number().positive().max(3600).default(60),
    // Issue 28: the first owner for scripted setups, and how long a session may go unused.
    TASKDECK_OWNER_EMAIL: z.email({ error: "must be an email address" }).optional(),
    TASKDECK_OWNER_PASSWORD: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX).optional(),
    TASKDECK_SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 365)
      .default(7 * 24),
    // The key the workspace's secrets are kept under (the service token an owner sets): random,
    // e.g. `openssl rand -base64 32`. Required on a server reachable from other machines.
    TASKDECK_SECRET: z
      .string()
      .trim()
      .min(32, "must be at least 32 characters: e.g. openssl rand -base64 32")
      .optional(),
  })
  .refine((env) => Boolean(env.TASKDECK_OWNER_EMAIL) === Boolean(env.TASKDECK_OWNER_PASSWORD), {
    path: ["TASKDECK_OWNER_PASSWORD"],
    message: "goes with TASKDECK_OWNER_EMAIL: the two make the first owner together",
  })
  .refine((env) => !env.UPSTREAM_TOKEN || env.UPSTREAM_BASE_URL, {
    path: ["UPSTREAM_TOKEN"],
    message: "needs UPSTREAM_BASE_URL: the token is only ever sent to the upstream service",
  })
  .refine((env) => !env.FOLLOW_TASKS || canFollow(env), {
    path: ["FOLLOW_TASKS"],
    message: "needs UPSTREAM_TOKEN or TASKDECK_SECRET: the server checks tasks with its own token",
  })
  .refine((env) => !env.PUBLIC_URL || follows(env), {
    path: ["PUBLIC_URL"],
    message: "needs FOLLOW_TASKS: a callback only hastens the server's own check of a task",
  })
  .refine((env) => !env.ARCHIVE_RESULTS || follows(env), {
    path: ["ARCHIVE_RESULTS"],
    message: "needs FOLLOW_TASKS: the server archives the files of the tasks it follows to their end",
  })
  .superRefine((env, context) => {
    for (const name of missingS3(env)) context.addIssue({ code: "custom", path: [name], message: S3_MISSING });
  })
  .refine((env) => env.UPSTREAM_TOTAL_SECONDS >= env.UPSTREAM_TIMEOUT_SECONDS, {
    path: ["UPSTREAM_TOTAL_SECONDS"],
    message: "must be at least UPSTREAM_TIMEOUT_SECONDS: it bounds the whole call, the wait included",
  });

type FollowEnv = {
  FOLLOW_TASKS?: boolean;
  UPSTREAM_BASE_URL?: string;
  UPSTREAM_TOKEN?: string;
  TASKDECK_SECRET?: string;
};

/**
 * The server holds the service's token, and pages never send theirs: UPSTREAM_TOKEN, or one an
 * owner keeps in the workspace (under TASKDECK_SECRET), even before it is set.
 */
export const holdsToken = (env: FollowEnv) => Boolean(env.UPSTREAM_TOKEN || env.TASKDECK_SECRET);

/** The server can check tasks itself: the sandbox's, or the service's with a token of its own. */
const canFollow = (env: FollowEnv) => !env.UPSTREAM_BASE_URL || holdsToken(env);

/** FOLLOW_TASKS as set, else wherever the server can. */
export const follows = (env: FollowEnv): boolean => env.FOLLOW_TASKS ?? canFollow(env);
