import { database, databaseExists } from "./db.ts";

/** The one record the drafts are stored under, in the database's `drafts` store. */
export const DRAFTS_KEY = "composer";

/** The composer's drafts as stored, unread (the composer's own schema reads them); null when none are. */
export async function loadStoredDrafts(): Promise<unknown> {
  try {
    return (await (await database()).get("drafts", DRAFTS_KEY)) ?? null;
  } catch {
    return null;
  }
}

// A first visit shows the composer at once: its drafts are read while the page's code starts,
// so that its first render can start from them instead of a "Loading your draft…" line.
let ahead: Promise<unknown> | null = null;
let aheadRead: { drafts: unknown } | null = null;
export const FRESH_MS = 1000;

export async function saveStoredDrafts(drafts: unknown): Promise<void> {
  // What was read ahead is no longer what is stored.
  ahead = aheadRead = null;
  await (await database()).put("drafts", drafts, DRAFTS_KEY);
}

/** Starts the read ahead (once); the promise is its end. */
export function readDraftsAhead(): Promise<unknown> {
  if (ahead) return ahead;
  // A first visit's database is still to be made: it holds no drafts, and making it is not waited for.
  const stored = databaseExists().then((exists) => (exists ? loadStoredDrafts() : null));
  const read: Promise<unknown> = (ahead = stored.then((drafts) => {
    // Unless a query took the read meanwhile (it then has the drafts from it), or drafts were saved.
    if (ahead !== read) return drafts;
    const found = (aheadRead = { drafts });
    // For the composer's first render only: a query made later (its code failed to come, say)
    // reads afresh, as another tab may have saved since.
    setTimeout(() => {
      if (aheadRead === found) ahead = aheadRead = null;
    }, FRESH_MS);
    return drafts;
  }));
  return read;
}

/**
 * The drafts query's start (lib/queries.ts): what the read ahead found, taken once (a later query
 * reads again), or undefined when there was none or it is still under way.
 */
export function takeDraftsReadAhead(): unknown {
  const taken = aheadRead;
  aheadRead = null;
  if (taken) ahead = null;
  return taken ? taken.drafts : undefined;
}

/** The drafts query's read: the read ahead still under way, taken once, else a read of its own. */
export function readDrafts(): Promise<unknown> {
  const pending = ahead;
  ahead = aheadRead = null;
  return pending ?? loadStoredDrafts();
}
