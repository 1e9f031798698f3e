import { TOOL_CATALOGS } from "../../../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../../../i18n/lazy-with-catalogs.ts";

/** A result's action tools (result-tools.ts), fetched with the first action used, with the texts they say. */
export const resultTools = () => importWithCatalogs(TOOL_CATALOGS, () => import("./result-tools.ts"));
