import type { FieldValues, Resolver } from "react-hook-form";

type Resolvers = typeof import("./form-resolvers.ts");

let loading: Promise<Resolvers> | null = null;
// A failed load (the network) is tried again by the next check.
const load = () =>
  (loading ??= import("./form-resolvers.ts").catch((error: unknown) => {
    loading = null;
    throw error;
  }));

/**
 * A form's resolver whose checks (the form schemas and zod's resolver) load with the first check,
 * a submit or an image field's, not with the page: nothing is checked before someone acts.
 */
export function lazyResolver<T extends FieldValues>(pick: (resolvers: Resolvers) => Resolver<T>): Resolver<T> {
  return async (values, context, options) => pick(await load())(values, context, options);
}
