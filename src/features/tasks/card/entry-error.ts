import { useLingui } from "@lingui/react";
import { CHECK_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { lazyModule, useLazyModule } from "../../../lib/lazy-module.ts";

// The wording of a failure and its texts are not part of the deck's chunk: they load when a
// card shows an entry that has one (most never do).
const words = lazyModule(() =>
  importWithCatalogs(CHECK_CATALOGS, () => import("../../../lib/failure/describe-error.ts")),
);

/**
 * Why a submission produced no task, in the interface's language now: its stored facts worded
 * again; the stored text until the wording has loaded, and for entries stored before facts were kept.
 */
export function useEntryError(entry: Pick<DeckEntry, "error" | "failure">): string | null {
  // Subscribes to the language: a switch renders the card again, and the words follow.
  useLingui();
  // Until the words have come (or when they cannot), the stored text stays on show.
  const { module: loaded } = useLazyModule(words, entry.failure != null);
  return entry.failure && loaded ? loaded.describeSubmitFailure(entry.failure).message : entry.error;
}
