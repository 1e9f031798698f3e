import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { VERDICT_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import type { VerdictPanelProps } from "../verdict/verdict-panel.tsx";

const Panel = lazyWithCatalogs(VERDICT_CATALOGS, () => import("../verdict/verdict-panel.tsx"));

/**
 * The verdict panel, loaded on demand: its code and the verdicts are not part of what a first
 * or a returning visit needs before the first interaction. The placeholder keeps the panel's
 * empty height, so the cards do not jump when it arrives.
 */
export function LazyVerdictPanel(props: VerdictPanelProps) {
  return (
    <Suspense
      fallback={
        <p
          className={`${props.compact ? "min-h-7" : props.pins ? "min-h-52" : "min-h-36"} ${props.compact ? "" : "rounded-md border border-slate-200 p-2"} text-xs text-slate-500`}
        >
          <Trans>Loading the verdict…</Trans>
        </p>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
