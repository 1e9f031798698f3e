import { createContext, type ComponentType } from "react";
import type { Family } from "../../contract/families.ts";
import type { MatrixState } from "../../entities/run/matrix-state.ts";

// The Matrix switch shows the run builder (src/features/runs/builder). Features do not import
// one another: the app root hands it in (src/composer-forms.tsx), a chunk fetched at its first use.

export type RunParts = {
  /** The run builder, on the tab's form values (`family`'s), kept in `matrix`. */
  RunBuilder: ComponentType<{ family: Family; values: Record<string, unknown>; matrix: MatrixState }>;
};

/** No default: without src/composer-forms.tsx above it, the switch fails at once (reading null). */
export const RunPartsContext = createContext<RunParts | null>(null);
