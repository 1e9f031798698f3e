import { familyOr } from "../contract/families.ts";
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

/**
 * The prompt of the draft shown last, when it is text: what the composer's stand-in shows on a
 * returning visit before the forms (and the schema that reads drafts) have come. Only a peek:
 * anything else stored is the composer's to read.
 */
export function storedDraftPrompt(stored: unknown): string {
  const record = (value: unknown) =>
    typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const drafts = record(stored);
  // As the composer's schema reads it: a mode it does not know is the default tab's.
  const prompt = record(drafts[familyOr(drafts.mode)]).prompt;
  return typeof prompt === "string" ? prompt : "";
}
