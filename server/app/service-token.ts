import type { ServiceTokenStatus } from "../../src/contract/access.ts";
import { SealedUnreadable, tokenCipher } from "../access/token-cipher.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import type { ServerConfig } from "./config.ts";
import { createRedactor, type Redactor } from "./redact-stream.ts";

// The token the server sends to the service with (issue 28, item 4): one an owner keeps in the
// workspace, sealed under TASKDECK_SECRET, else UPSTREAM_TOKEN. The proxy, the file proxy, the
// follower and the runs' sender all read it here, at each call, so a change applies at once.

const SETTING = "service_token";

/** How soon an instance hears of a change made on another: one row read by its key, this often. */
export const TOKEN_RECHECK_MS = 5_000;

export type ServiceToken = {
  /** The server holds the token (config's `upstream.held`): pages never send theirs. */
  held: boolean;
  /** The token to send now; null while the server holds none (or passes each page's on). */
  current(): string | null;
  /** Cuts the current token (each spelling of it) from what the service sends back; null without one. */
  redactor(): Redactor | null;
  /** Settled once the workspace's own token has been read (at once where there is none to read). */
  ready: Promise<void>;
  status(): Promise<ServiceTokenStatus>;
  /** Keeps `token` sealed in the workspace; every instance sends with it from its next read. */
  set(token: string, actor: string): Promise<void>;
  remove(): Promise<void>;
  stop(): void;
};

type Kept = { sealed: string; token: string | null; by: string; at: number };

export function serviceToken(config: ServerConfig, database: Promise<WorkspaceDatabase> | null): ServiceToken {
  const upstream = config.upstream;
  const cipher = upstream?.held && config.access.secret ? tokenCipher(config.access.secret) : null;
  const unsettable = !upstream ? "sandbox" : cipher && database ? null : "secret";
  let kept: Kept | null = null;
  let redactor: { token: string; redactor: Redactor } | null = null;

  const read = async () => {
    if (!cipher || !database) return;
    const row = await (
      await database
    ).db
      .selectFrom("settings")
      .selectAll()
      .where("name", "=", SETTING)
      .executeTakeFirst();
    if (!row) kept = null;
    else if (row.value !== kept?.sealed)
      kept = { ...opened(row.value), by: row.changed_by, at: Number(row.changed_at) };
  };
  const opened = (sealed: string) => {
    try {
      return { sealed, token: cipher!.open(sealed) };
    } catch (error) {
      if (!(error instanceof SealedUnreadable)) throw error;
      console.error(`server: the workspace's service token cannot be read (${error.message}): an owner sets it again.`);
      return { sealed, token: null };
    }
  };
  const ready = read();
  const timer = cipher && database ? setInterval(() => void read().catch(warn), TOKEN_RECHECK_MS) : null;
  timer?.unref();

  const current = () => (kept ? kept.token : (upstream?.token ?? null));
  return {
    held: upstream?.held ?? false,
    current,
    redactor() {
      const token = current();
      if (!token) return null;
      if (redactor?.token !== token) redactor = { token, redactor: createRedactor(token) };
      return redactor.redactor;
    },
    ready: ready.catch(warn),
    async status() {
      await read();
      // A kept token that cannot be opened is none: the server sends nothing rather than fall back.
      const source = kept ? (kept.token ? "settings" : "none") : upstream?.token ? "environment" : "none";
      return { source, unsettable, changedBy: kept?.by ?? null, changedAt: kept?.at ?? null };
    },
    async set(token, actor) {
      const row = { name: SETTING, value: cipher!.seal(token), changed_by: actor, changed_at: Date.now() };
      await (
        await database!
      ).db
        .insertInto("settings")
        .values(row)
        .onConflict((conflict) => conflict.column("name").doUpdateSet(row))
        .execute();
      await read();
    },
    async remove() {
      await (await database!).db.deleteFrom("settings").where("name", "=", SETTING).execute();
      await read();
    },
    stop: () => timer && clearInterval(timer),
  };
}

const warn = (error: unknown) => console.warn("server: the service token could not be read from the workspace:", error);
