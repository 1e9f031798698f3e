import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";

// A card's More menu: its items' code and texts wait for the menu's first opening (or its
// button's hover or focus, which preload them); a returning visit's cards do not carry them.
export const LazyCardMenu = lazyWithCatalogs(TOOL_CATALOGS, () => import("./card-menu.tsx"));
