import { FAMILIES, type Family } from "../../contract/families.ts";
import { z } from "zod/mini";
import { database } from "../../lib/db.ts";
import {
  EMPTY_3D,
  EMPTY_VIDEO,
  threeDValuesSchema,
  videoValuesSchema,
  type ThreeDFormValues,
  type VideoFormValues,
} from "./form-values.ts";

export type Drafts = { mode: Family; video: VideoFormValues; "3d": ThreeDFormValues };

export const EMPTY_DRAFTS: Drafts = { mode: "video", video: EMPTY_VIDEO, "3d": EMPTY_3D };

// A draft saved by an older version may lack fields or hold odd ones: each field falls back on its own.
const draftsSchema = z.object({
  mode: z.catch(z.enum(FAMILIES), "video"),
  video: z.catch(videoValuesSchema, EMPTY_VIDEO),
  "3d": z.catch(threeDValuesSchema, EMPTY_3D),
});

const KEY = "composer";

export async function loadDrafts(): Promise<Drafts> {
  try {
    const stored = await (await database()).get("drafts", KEY);
    return stored === undefined ? EMPTY_DRAFTS : draftsSchema.parse(stored);
  } catch {
    return EMPTY_DRAFTS;
  }
}

export async function saveDrafts(drafts: Drafts): Promise<void> {
  await (await database()).put("drafts", drafts, KEY);
}

export const draftKeys = { composer: ["drafts", "composer"] as const };
