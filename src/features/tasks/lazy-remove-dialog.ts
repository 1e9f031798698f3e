import { lazy } from "react";
import { TOOL_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { lazyModule } from "../../lib/lazy-module.ts";

// The remove confirmation waits for a click on Remove (or its hover or focus, which preload it):
// its code and texts are not part of the cards a returning visit loads before anything is done.
const removeDialog = lazyModule(() => importWithCatalogs(TOOL_CATALOGS, () => import("./remove-dialog.tsx")));

export const preloadRemoveDialog = removeDialog.preload;

export const LazyRemoveDialog = lazy(() => removeDialog.load().then((module) => ({ default: module.RemoveDialog })));
