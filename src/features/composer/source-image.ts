import type { Family } from "../../contract/families.ts";
import { catalogFor, resolveVideoKind } from "../../contract/models.ts";
import type { FormValues } from "../../entities/task/form-values.ts";
import type { Drafts } from "./drafts.ts";

// A picture handed over (Use as input, incoming-image.ts) put into a draft: loaded with the first one.

// The catalog's first model that starts from a picture: what a text-only draft switches to.
const FIRST_FRAME_MODEL = catalogFor("video").find((entry) => entry.videoKind === "first-frame")?.id ?? "";

/** A draft with the picture as its source image; a video draft whose model cannot take one moves to one that can. */
export function withSourceImage<F extends Family>(mode: F, values: FormValues[F], dataUri: string): FormValues[F] {
  if (mode === "3d") return { ...(values as FormValues["3d"]), image: dataUri } as FormValues[F];
  const video = values as FormValues["video"];
  const takesFrame = resolveVideoKind(video.model, video.kind).kind === "first-frame";
  return {
    ...video,
    ...(takesFrame ? {} : { model: FIRST_FRAME_MODEL, kind: "first-frame" as const }),
    first_frame_image: dataUri,
  } as FormValues[F];
}

/** The drafts with the picture in its mode's draft, that mode shown. */
export function withIncomingImage(drafts: Drafts, { mode, dataUri }: { mode: Family; dataUri: string }): Drafts {
  return mode === "video"
    ? { ...drafts, mode, video: withSourceImage("video", drafts.video, dataUri) }
    : { ...drafts, mode, "3d": withSourceImage("3d", drafts["3d"], dataUri) };
}
