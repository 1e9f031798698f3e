import { t } from "@lingui/core/macro";
import { useEffect, useRef, useState } from "react";
import type { Family } from "../../contract/families.ts";
import { useComposerControl } from "../../lib/composer-control.tsx";
import { CHECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import type { Drafts } from "./drafts.ts";
import type { FileReading } from "../../entities/task/checks/read-image-file.ts";
import { unreadableFile } from "../../entities/task/request/unreadable-file.ts";

/** A picture handed over (Use as input), read and checked as a chosen file would be, and how it goes into the drafts. */
export type IncomingImage = { mode: Family; dataUri: string; serial: number; into: (drafts: Drafts) => Drafts };

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
    // The image checks, and the code that puts a picture into a draft (source-image.ts), load with
    // the first picture handed over, not with the page.
    const placing = import("./source-image.ts");
    void importWithCatalogs(CHECK_CATALOGS, () => import("../../entities/task/checks/read-image-file.ts"))
      .then(({ readImageFile }) => readImageFile(input.file, input.mode))
      .catch((): FileReading => ({ problems: [unreadableFile(input.file.name)] }))
      .then(async (result) => {
        const { withIncomingImage } = await placing;
        if (!live) return;
        if ("problems" in result) {
          const problems = result.problems.join(" ");
          return setProblem(t`That picture cannot be the source image: ${problems}`);
        }
        setProblem(null);
        const image = { mode: input.mode, dataUri: result.dataUri, serial: input.serial };
        latestTake.current({ ...image, into: (drafts) => withIncomingImage(drafts, image) });
      });
    return () => {
      live = false;
    };
  }, [input]);
  return problem;
}
