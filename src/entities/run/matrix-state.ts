import type { RefObject } from "react";

// What the Matrix switch (the composer's) hands the run builder (features/runs/builder), apart
// from both: features do not import one another.

/** A tab's stored builder state (read by the builder) and how to keep a new one. */
export type MatrixHookup = { stored: unknown; save: (next: unknown) => void };

/** What the builder is handed: the state, and where to put what the form's submit (Ctrl+Enter too) does. */
export type MatrixState = MatrixHookup & { on: boolean; sendRef: RefObject<(() => void) | null> };
