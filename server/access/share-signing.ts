import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { WorkspaceDatabase } from "../workspace/database.ts";

// A share link's token is `<id>.<signature>`: the id is the share's row, the signature an
// HMAC-SHA256 of it under the server's share key. Nothing secret is kept with the share, and a
// token is checked before the database is asked anything.

/** Apart from the service token's (token-cipher.ts): the same TASKDECK_SECRET keys both, never one key for both. */
const PURPOSE = "taskdeck share links";
/** Without TASKDECK_SECRET (a loopback server), the workspace keeps a random key under this setting's name. */
const KEY_SETTING = "share_key";
const ID_BYTES = 16;
const SIGNATURE_BYTES = 32;

export type ShareSigner = {
  /** A new share's id. */
  newId(): string;
  /** The link's token for share `id`. */
  token(id: string): string;
  /** The share id a token names, when its signature is this server's; else null. */
  idOf(token: string): string | null;
};

export function shareSigner(key: Buffer): ShareSigner {
  const signature = (id: string) => createHmac("sha256", key).update(`share:${id}`).digest();
  return {
    newId: () => randomBytes(ID_BYTES).toString("base64url"),
    token: (id) => `${id}.${signature(id).toString("base64url")}`,
    idOf(token) {
      const [id, signed, more] = token.split(".");
      if (!id || !signed || more !== undefined || !/^[\w-]{22}$/.test(id)) return null;
      const given = Buffer.from(signed, "base64url");
      if (given.length !== SIGNATURE_BYTES || given.toString("base64url") !== signed) return null;
      return timingSafeEqual(given, signature(id)) ? id : null;
    },
  };
}

/**
 * The key links are signed with: derived from TASKDECK_SECRET; without one, a random key the
 * workspace keeps, made by the first instance to ask (any other reads the same one back).
 */
export async function shareKey({ db }: Pick<WorkspaceDatabase, "db">, secret: string | null): Promise<Buffer> {
  if (secret) return Buffer.from(hkdfSync("sha256", secret, "taskdeck", PURPOSE, 32));
  const made = { name: KEY_SETTING, value: randomBytes(32).toString("base64url"), changed_by: "server" };
  await db
    .insertInto("settings")
    .values({ ...made, changed_at: Date.now() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const kept = await db
    .selectFrom("settings")
    .select("value")
    .where("name", "=", KEY_SETTING)
    .executeTakeFirstOrThrow();
  return Buffer.from(kept.value, "base64url");
}
