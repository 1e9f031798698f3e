import { Trans } from "@lingui/react/macro";
import { MEDIA_CATALOGS } from "../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";

// Only a model that takes an image shows an image field: its code loads when one is chosen.
export const LazyImageControl = lazyWithCatalogs(MEDIA_CATALOGS, () =>
  import("./media/image-control.tsx").then((module) => ({ default: module.ImageControl })),
);

// A catalog model's parameters (param-controls.tsx) load with the first model that declares any.
export const LazyParamControls = lazyWithCatalogs(MEDIA_CATALOGS, () => import("./media/param-controls.tsx"));

export const loadingImage = (
  <p className="text-sm text-slate-600">
    <Trans>Loading the image field…</Trans>
  </p>
);
