import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";

// The remove confirmation waits for a click on Remove (or its hover or focus, which preload it):
// its code and texts are not part of the cards a returning visit loads before anything is done.
export const LazyRemoveDialog = lazyWithCatalogs(TOOL_CATALOGS, () =>
  import("./remove-dialog.tsx").then((module) => ({ default: module.RemoveDialog })),
);
