import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// The service token at rest: AES-256-GCM under a key derived from TASKDECK_SECRET, so a copy of
// the database (a backup, a dump) does not hold a token that spends money.

const VERSION = "v1";
/** Binds the sealed value to what it is: a value sealed for another purpose does not open as a token. */
const PURPOSE = Buffer.from("taskdeck service token");

export class SealedUnreadable extends Error {}

export type TokenCipher = { seal(token: string): string; open(sealed: string): string };

export function tokenCipher(secret: string): TokenCipher {
  // HKDF, not the secret itself: the same secret may key other things (share links) apart.
  const key = Buffer.from(hkdfSync("sha256", secret, "taskdeck", PURPOSE, 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(PURPOSE);
      const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")}`;
    },
    open(value) {
      const [version, body] = value.split(".");
      const bytes = Buffer.from(body ?? "", "base64url");
      if (version !== VERSION || bytes.length < 29) throw new SealedUnreadable("not a sealed token");
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12)).setAAD(PURPOSE);
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
      } catch {
        // Another TASKDECK_SECRET sealed it (or the row was changed): say so, never guess.
        throw new SealedUnreadable("sealed under another TASKDECK_SECRET");
      }
    },
  };
}
