import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// Passwords are kept as scrypt hashes (node:crypto: no dependency), each with its own salt and
// its parameters written beside it, so a later, costlier setting still reads the older hashes.

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    // scrypt needs 128 · N · r bytes: above Node's 32 MB default at this cost.
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** `scrypt:N:r:p:salt:hash`, the salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join(":");
}

/** Whether `password` is the one `stored` was made from; false for anything unreadable. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split(":");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let decoy: Promise<string> | null = null;
/**
 * Checks a password against a hash nobody has: an unknown email takes as long to refuse as a
 * wrong password, so the time of an answer does not tell whether an account exists.
 */
export async function checkNobody(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(12).toString("base64url"));
  await checkPassword(password, await decoy);
  return false;
}
