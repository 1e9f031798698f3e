import { ComposerPane } from "./features/composer/composer-pane.tsx";

export { loadThreeDForm } from "./features/composer/composer-pane.tsx";
import { RunPartsContext, type RunParts } from "./features/composer/run-parts.ts";
import { RUN_CATALOGS } from "./i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "./i18n/lazy-with-catalogs.ts";

// The run builder is a chunk of its own, with its catalogs: fetched when the Matrix switch is first turned on.
const RUN_PARTS: RunParts = {
  RunBuilder: lazyWithCatalogs(RUN_CATALOGS, () => import("./features/runs/builder/matrix-builder.tsx")),
};

/**
 * The composer's forms (a chunk of their own, see src/composer-slot.tsx), handed the run builder
 * their Matrix switch shows: composed here so that neither feature imports the other.
 */
export function ComposerForms() {
  return (
    <RunPartsContext value={RUN_PARTS}>
      <ComposerPane />
    </RunPartsContext>
  );
}
