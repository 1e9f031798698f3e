import { CATALOG_AREAS, type CatalogArea } from "../i18n/catalog-areas.ts";
import { startI18n } from "../i18n/catalogs.ts";

// Every test speaks English with every catalog loaded, as the app does once each chunk has
// loaded; a test of the Chinese interface switches with activateLocale.
await startI18n(Object.keys(CATALOG_AREAS) as CatalogArea[]);
