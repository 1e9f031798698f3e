import { lazy, type ComponentType } from "react";
import type { CatalogArea } from "./catalog-areas.ts";
import { loadCatalogs } from "./catalogs.ts";

/** A dynamic import that resolves once the catalogs its code reads are loaded too, so no text shows untranslated. */
export const importWithCatalogs = <M>(areas: CatalogArea[], importer: () => Promise<M>): Promise<M> =>
  Promise.all([importer(), loadCatalogs(areas)]).then(([module]) => module);

/**
 * React.lazy that also waits for the catalogs the chunk's screens read (see importWithCatalogs),
 * with `preload()` for a moment that announces its use (a hover, a focus). The browser fetches a
 * module and a catalog once, so the preload's download is the render's; a failed preload is
 * left for the render to try again and show.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithCatalogs<T extends ComponentType<any>>(
  areas: CatalogArea[],
  factory: () => Promise<{ default: T }>,
) {
  const load = () => importWithCatalogs(areas, factory);
  return Object.assign(lazy(load), { preload: () => void load().catch(() => undefined) });
}
