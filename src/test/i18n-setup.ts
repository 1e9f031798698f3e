import type { Messages } from "@lingui/core";
import { CATALOG_AREAS, type CatalogArea } from "../i18n/catalog-areas.ts";
import { addCatalogLoaders, startI18n } from "../i18n/catalogs.ts";

// Every test speaks English with every catalog loaded, as the app does once each chunk has
// loaded; a test of the Chinese interface switches with activateLocale. The access pages'
// catalogs are theirs alone (src/access/main.tsx adds them there, as here).
addCatalogLoaders(import.meta.glob<{ messages: Messages }>("../locales/*/access.po"));
await startI18n(Object.keys(CATALOG_AREAS) as CatalogArea[]);
