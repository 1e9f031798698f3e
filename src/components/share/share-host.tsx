import { Suspense } from "react";
import { TOOL_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { useShareAsk } from "../../lib/share-store.ts";

// The Share dialog's code and words wait for its first opening: a few bytes in the app root.
export const LazyShareDialog = lazyWithCatalogs(TOOL_CATALOGS, () => import("./share-dialog.tsx"));

/** Shows the Share dialog while something asks for a link (lib/share-store.ts). */
export function ShareHost() {
  const ask = useShareAsk();
  return ask ? (
    <Suspense fallback={null}>
      <LazyShareDialog key={ask.targets.join(" ")} ask={ask} />
    </Suspense>
  ) : null;
}
