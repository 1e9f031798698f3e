import { familyOr, type Family } from "../../contract/families.ts";
import { EMPTY_3D, EMPTY_VIDEO } from "./form-values.ts";

/**
 * The stored drafts (src/lib/drafts-store.ts) as the composer's stand-in reads and writes them on
 * a returning visit, before the composer's forms (and the schema that reads drafts) have come:
 * only the tab, its model and its prompt. Everything else stored is the composer's to read, and
 * is kept as it was.
 */
export type PeekedField = "model" | "prompt";

type Stored = Record<string, unknown>;
const record = (value: unknown): Stored => (typeof value === "object" && value !== null ? (value as Stored) : {});
const EMPTY = { video: EMPTY_VIDEO, "3d": EMPTY_3D };

/** The tab shown last, as the composer's schema reads it: a mode it does not know is the default tab's. */
export const peekMode = (stored: unknown): Family => familyOr(record(stored).mode);

/** A tab's model and prompt, each as the composer's schema reads it: a field that is not text is its empty draft's. */
export function peekDraft(stored: unknown, family: Family): Record<PeekedField, string> {
  const draft = record(record(stored)[family]);
  const text = (field: PeekedField) => {
    const value = draft[field];
    return typeof value === "string" ? value : EMPTY[family][field];
  };
  return { model: text("model"), prompt: text("prompt") };
}

/** The drafts with the tab shown, and optionally one of its fields, changed; the rest as stored. */
export function withPeeked(stored: unknown, family: Family, change?: { field: PeekedField; value: string }): Stored {
  const drafts = record(stored);
  if (!change) return { ...drafts, mode: family };
  return { ...drafts, mode: family, [family]: { ...record(drafts[family]), [change.field]: change.value } };
}
