import { useEffect, useState } from "react";
import { CLOSERS, OPENERS } from "../../contract/camera-directives.ts";
import { lazyModule } from "../../lib/lazy-module.ts";
import { CHECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";

/**
 * The bracket checks and the palette's insertion, with the checks' texts (their warnings are
 * worded there): loaded on the prompt's or the palette's first focus or hover.
 */
export const promptTools = lazyModule(() => importWithCatalogs(CHECK_CATALOGS, () => import("./prompt-tools.ts")));

const hasBracket = (text: string) => [...OPENERS, ...CLOSERS].some((char) => text.includes(char));

/**
 * The prompt tools once loaded, else null. A prompt without a bracket has nothing for them to
 * find, so they wait for one (typed, restored from a draft or a clone) before loading.
 */
export function usePromptTools(value: string) {
  const bracketed = hasBracket(value);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (bracketed && !promptTools.current())
      promptTools.load().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [bracketed]);
  return promptTools.current();
}
