import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import type { Family } from "../../contract/families.ts";
import { catalogFor, resolveVideoKind } from "../../contract/models.ts";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { CHECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import type { Drafts } from "./drafts.ts";
import type { FormValues } from "../../entities/task/form-values.ts";
import type { FileReading } from "../../entities/task/read-image-file.ts";
import { unreadableFile } from "../../entities/task/unreadable-file.ts";

/** A picture handed over (Use as input), read and checked as a chosen file would be. */
export type IncomingImage = { mode: Family; dataUri: string; serial: number };

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
export function withIncomingImage(drafts: Drafts, { mode, dataUri }: IncomingImage): Drafts {
  return mode === "video"
    ? { ...drafts, mode, video: withSourceImage("video", drafts.video, dataUri) }
    : { ...drafts, mode, "3d": withSourceImage("3d", drafts["3d"], dataUri) };
}

/**
 * Reads each picture the deck hands over (Use as input) and gives it to `take`; what is wrong
 * with one is returned, to be said, and the draft is left as it was.
 */
export function useIncomingImage(take: (image: IncomingImage) => void): string | null {
  const { input } = useComposerControl();
  const [problem, setProblem] = useState<string | null>(null);
  const latestTake = useRef(take);
  useEffect(() => {
    latestTake.current = take;
  });
  useEffect(() => {
    if (!input) return;
    let live = true;
    // The image checks load with the first picture handed over, not with the page.
    void importWithCatalogs(CHECK_CATALOGS, () => import("../../entities/task/read-image-file.ts"))
      .then(({ readImageFile }) => readImageFile(input.file, input.mode))
      .catch((): FileReading => ({ problems: [unreadableFile(input.file.name)] }))
      .then((result) => {
        if (!live) return;
        if ("problems" in result) {
          const problems = result.problems.join(" ");
          return setProblem(t`That picture cannot be the source image: ${problems}`);
        }
        setProblem(null);
        latestTake.current({ mode: input.mode, dataUri: result.dataUri, serial: input.serial });
      });
    return () => {
      live = false;
    };
  }, [input]);
  return problem;
}
