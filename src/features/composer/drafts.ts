import { DEFAULT_FAMILY, FAMILIES, type Family } from "../../contract/families.ts";
import { z } from "zod/mini";
import { saveStoredDrafts } from "../../lib/drafts-store.ts";
import {
  EMPTY_3D,
  EMPTY_VIDEO,
  readVideoValues,
  threeDValuesSchema,
  type ThreeDFormValues,
  type VideoFormValues,
} from "../../entities/task/form-values.ts";

export type Drafts = {
  mode: Family;
  video: VideoFormValues;
  "3d": ThreeDFormValues;
  /** Each tab's run builder (Matrix), read by the builder itself: it loads only when switched on. */
  matrix: Partial<Record<Family, unknown>>;
};

export const EMPTY_DRAFTS: Drafts = { mode: DEFAULT_FAMILY, video: EMPTY_VIDEO, "3d": EMPTY_3D, matrix: {} };

// A draft saved by an older version may lack fields or hold odd ones: each field falls back on its own.
const draftsSchema = z.object({
  mode: z.catch(z.enum(FAMILIES), DEFAULT_FAMILY),
  // Read by the values' own reader (below): a draft saved under an older version's names still loads.
  video: z.unknown(),
  "3d": z.catch(threeDValuesSchema, EMPTY_3D),
  matrix: z.catch(z.record(z.string(), z.unknown()), {}),
});

/** The drafts as stored (see queries.drafts), read field by field; none stored is the empty pair. */
export function draftsFromStored(stored: unknown): Drafts {
  if (stored === null) return EMPTY_DRAFTS;
  const drafts = draftsSchema.parse(stored);
  return { ...drafts, video: readVideoValues(drafts.video) };
}

export function saveDrafts(drafts: Drafts): Promise<void> {
  return saveStoredDrafts(drafts);
}
