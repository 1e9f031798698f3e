import { SETTINGS_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Suspense, useState } from "react";
import { useConnection } from "../../lib/connection-context.tsx";

const ConnectionDialog = lazyWithCatalogs(SETTINGS_CATALOGS, () =>
  import("./connection-dialog.tsx").then((module) => ({ default: module.ConnectionDialog })),
);

/**
 * The settings dialog, fetched the first time it is opened and kept mounted after, so closing it
 * is the native dialog's close (which hands focus back to the opener), not an unmount.
 */
export function LazyConnectionDialog() {
  const { settings } = useConnection();
  const [wanted, setWanted] = useState(settings.open);
  if (settings.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ConnectionDialog />
    </Suspense>
  ) : null;
}
