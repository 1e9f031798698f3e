import type { RefObject } from "react";

// What the Matrix switch hands the builder, apart from both: the switch loads the builder
// lazily, and the builder must not import the switch back.

/** A tab's stored builder state (read by the builder) and how to keep a new one. */
export type MatrixHookup = { stored: unknown; save: (next: unknown) => void };

/** What the builder is handed: the state, and where to put what the form's submit (Ctrl+Enter too) does. */
export type MatrixState = MatrixHookup & { on: boolean; sendRef: RefObject<(() => void) | null> };
