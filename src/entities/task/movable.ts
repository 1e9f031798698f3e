import type { DeckEntry } from "../../lib/deck-entry.ts";

/**
 * A task of this browser's own, of this page's server, that the workspace has not told it it
 * holds: a task the service made, or one whose outcome is unknown (a task may exist).
 */
export const movable = (entry: DeckEntry): boolean =>
  !entry.fromWorkspace &&
  !entry.inWorkspace &&
  entry.baseUrl === "" &&
  (entry.requestId !== null || entry.state === "unknown");
