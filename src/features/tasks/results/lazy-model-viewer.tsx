import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import { ErrorBoundary } from "../../../components/error-boundary.tsx";
import type { ViewerHooks } from "./model-viewer/model-canvas.tsx";

// A dynamic import keeps three.js (~150 KB gzip) out of the initial bundle: it loads when a 3D result is shown.
export const LazyModelViewer = lazyWithCatalogs(TOOL_CATALOGS, () => import("./model-viewer/model-viewer.tsx"));

type Props = { url: string; fileName: string; requestId: string | null } & ViewerHooks;

/** The 3D preview of a result file, with its own loading and crash states so the rest of the card keeps working. */
export function ModelPreview(props: Props) {
  const { t } = useLingui();
  return (
    <ErrorBoundary label={t`The 3D preview`}>
      <Suspense
        fallback={
          <p
            role="status"
            className="flex h-72 items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600"
          >
            <Trans>Loading the 3D viewer…</Trans>
          </p>
        }
      >
        <LazyModelViewer {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
