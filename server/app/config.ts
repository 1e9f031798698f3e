import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseSettings } from "../workspace/database.ts";
import { DEFAULT_POLL_SECONDS, POLL_RANGE } from "../../src/contract/poll-interval.ts";
import { z } from "zod";
import { hostListSchema, withListenHost } from "../http/host-check.ts";
import { sandboxOptionsFromEnv, type SandboxOptions } from "../sandbox/state.ts";

export type Upstream = {
  /** The real service, e.g. https://api.example.com; `/api/v1/tasks/…` is appended. */
  baseUrl: string;
  /** When set, replaces whatever Authorization the browser sent: browsers never hold the real token. */
  token: string | null;
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
   * token (so only with UPSTREAM_TOKEN), from the base interval up (FOLLOW_POLL_SECONDS).
   */
  follow: { baseMs: number } | null;
};

export class ConfigError extends Error {}

const DEFAULT_TOTAL_SECONDS = 120;

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

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
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

const envSchema = z
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
      .regex(/^[\w.~+/-]+=*$/, "must be a bearer token: letters, digits and - . _ ~ + / (then = at the end)")
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
    FOLLOW_TASKS: flag,
    FOLLOW_POLL_SECONDS: z.coerce.number().min(POLL_RANGE.min).max(POLL_RANGE.max).default(DEFAULT_POLL_SECONDS),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(?:ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  })
  .refine((env) => !env.UPSTREAM_TOKEN || env.UPSTREAM_BASE_URL, {
    path: ["UPSTREAM_TOKEN"],
    message: "needs UPSTREAM_BASE_URL: the token is only ever sent to the upstream service",
  })
  .refine((env) => !env.FOLLOW_TASKS || env.UPSTREAM_TOKEN, {
    path: ["FOLLOW_TASKS"],
    message: "needs UPSTREAM_TOKEN: the server checks tasks with its own token",
  })
  .refine((env) => env.UPSTREAM_TOTAL_SECONDS >= env.UPSTREAM_TIMEOUT_SECONDS, {
    path: ["UPSTREAM_TOTAL_SECONDS"],
    message: "must be at least UPSTREAM_TIMEOUT_SECONDS: it bounds the whole call, the wait included",
  });

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
          timeoutMs: e.UPSTREAM_TIMEOUT_SECONDS * 1000,
          totalMs: e.UPSTREAM_TOTAL_SECONDS * 1000,
        }
      : null,
    sandbox: sandboxOptionsFromEnv(env),
    sandboxControl: e.SANDBOX_CONTROL,
    connectSrc: e.CONNECT_SRC,
    allowedOrigins: e.ALLOWED_ORIGINS,
    allowedHosts: withListenHost(e.ALLOWED_HOSTS, e.HOST),
    allowScripts: e.PROXY_ALLOW_SCRIPTS,
    files: {
      allowPrivate: e.FILE_PROXY_ALLOW_PRIVATE,
      maxBytes: e.FILE_PROXY_MAX_BYTES,
      totalMs: e.FILE_PROXY_TIMEOUT_SECONDS * 1000,
    },
    database: { dataDir: path.resolve(e.DATA_DIR), databaseUrl: e.DATABASE_URL },
    follow: e.FOLLOW_TASKS ? { baseMs: e.FOLLOW_POLL_SECONDS * 1000 } : null,
  };
}
