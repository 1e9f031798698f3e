import { lazy, type ComponentType } from "react";
import type { CatalogArea } from "./catalog-areas.ts";
import { loadCatalogs } from "./catalogs.ts";

/** React.lazy that also waits for the catalogs the chunk's screens read, so no text shows untranslated. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithCatalogs<T extends ComponentType<any>>(
  areas: CatalogArea[],
  factory: () => Promise<{ default: T }>,
) {
  return lazy(async () => (await Promise.all([factory(), loadCatalogs(areas)]))[0]);
}
