import type { FieldValues, Resolver } from "react-hook-form";
import { lazyModule } from "../../lib/lazy-module.ts";
import { CHECK_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";

type Resolvers = typeof import("./form-resolvers.ts");

const resolvers = lazyModule(() => importWithCatalogs(CHECK_CATALOGS, () => import("./form-resolvers.ts")));

/**
 * A form's resolver whose checks (the form schemas and zod's resolver) load with the first check,
 * a submit or an image field's, not with the page: nothing is checked before someone acts.
 */
export function lazyResolver<T extends FieldValues>(pick: (resolvers: Resolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await resolvers.load())(values, context, options);
}
