import { database } from "./db.ts";

const KEY = "composer";

/** The composer's drafts as stored, unread (the composer's own schema reads them); null when none are. */
export async function loadStoredDrafts(): Promise<unknown> {
  try {
    return (await (await database()).get("drafts", KEY)) ?? null;
  } catch {
    return null;
  }
}

export async function saveStoredDrafts(drafts: unknown): Promise<void> {
  await (await database()).put("drafts", drafts, KEY);
}
