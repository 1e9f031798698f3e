import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { CHECK_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { lazyModule } from "../../../lib/lazy-module.ts";

// The wording of a failure and its texts are not part of the deck's chunk: they load when a
// card shows an entry that has one (most never do).
const words = lazyModule(() => importWithCatalogs(CHECK_CATALOGS, () => import("../../../lib/describe-error.ts")));

/**
 * Why a submission produced no task, in the interface's language now: its stored facts worded
 * again; the stored text until the wording has loaded, and for entries stored before facts were kept.
 */
export function useEntryError(entry: Pick<DeckEntry, "error" | "failure">): string | null {
  // Subscribes to the language: a switch renders the card again, and the words follow.
  useLingui();
  const [loaded, setLoaded] = useState(() => words.current());
  const wanted = entry.failure != null;
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    words.load().then(
      (module) => live && setLoaded(module),
      // The stored text stays on show; the next card that needs the words tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return entry.failure && loaded ? loaded.describeSubmitFailure(entry.failure).message : entry.error;
}
