import { lazy, type ComponentType } from "react";
import type { CatalogArea } from "./catalog-areas.ts";
import { loadCatalogs } from "./catalogs.ts";

/** A dynamic import that resolves once the catalogs its code reads are loaded too, so no text shows untranslated. */
export const importWithCatalogs = <M>(areas: CatalogArea[], importer: () => Promise<M>): Promise<M> =>
  Promise.all([importer(), loadCatalogs(areas)]).then(([module]) => module);

/** React.lazy that also waits for the catalogs the chunk's screens read (see importWithCatalogs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithCatalogs<T extends ComponentType<any>>(
  areas: CatalogArea[],
  factory: () => Promise<{ default: T }>,
) {
  return lazy(() => importWithCatalogs(areas, factory));
}
