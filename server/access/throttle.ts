import type { WorkspaceDatabase } from "../workspace/database.ts";
import { exclusively } from "../workspace/exclusive.ts";
import { emailKey } from "./people.ts";

// Failed sign-ins are counted in the database, so several instances share one limit: per
// account (guessing one person's password) and per address (trying many accounts).

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_PER_ACCOUNT = 5;
export const MAX_PER_ADDRESS = 20;

const keys = (email: string, address: string) => ({ account: `email:${emailKey(email)}`, from: `from:${address}` });

/** Seconds to wait before trying again, when either limit is reached; null: go ahead. */
async function waitBeforeTrying(
  { db }: Pick<WorkspaceDatabase, "db">,
  email: string,
  address: string,
  now = Date.now(),
): Promise<number | null> {
  const { account, from } = keys(email, address);
  const since = now - FAILURE_WINDOW_MS;
  let wait: number | null = null;
  for (const [key, max] of [
    [account, MAX_PER_ACCOUNT],
    [from, MAX_PER_ADDRESS],
  ] as const) {
    const rows = await db
      .selectFrom("sign_in_failures")
      .select("at")
      .where("key", "=", key)
      .where("at", ">", since)
      .orderBy("at", "desc")
      .limit(max)
      .execute();
    // The oldest of the last `max` failures leaves the window first: then one more try is allowed.
    if (rows.length >= max) {
      const seconds = Math.ceil((Number(rows.at(-1)!.at) + FAILURE_WINDOW_MS - now) / 1000);
      wait = Math.max(wait ?? 0, seconds, 1);
    }
  }
  return wait;
}

/**
 * An attempt to sign in, counted as a failure before its password is checked (a good one is taken
 * back: clearFailures): seconds to wait when a limit is reached, else null. The check and the
 * count are one step under a lock, so attempts sent all at once cannot all pass the check first.
 */
export function countAttempt(database: WorkspaceDatabase, email: string, address: string, now = Date.now()) {
  const { account, from } = keys(email, address);
  return exclusively(database, "sign-in", async (db) => {
    const wait = await waitBeforeTrying({ db }, email, address, now);
    if (wait !== null) return wait;
    await db
      .deleteFrom("sign_in_failures")
      .where("at", "<", now - FAILURE_WINDOW_MS)
      .execute();
    await db
      .insertInto("sign_in_failures")
      .values([
        { key: account, at: now },
        { key: from, at: now },
      ])
      .execute();
    return null;
  });
}

/**
 * A good sign-in: its account's count starts again, and its own attempt is taken back from its
 * address's (not the rest: one good account does not excuse guessing others).
 */
export async function clearFailures({ db }: WorkspaceDatabase, email: string, address: string, at: number) {
  const { account, from } = keys(email, address);
  await db.deleteFrom("sign_in_failures").where("key", "=", account).execute();
  await db.deleteFrom("sign_in_failures").where("key", "=", from).where("at", "=", at).execute();
}
