import type { DeckEntry } from "../../../lib/deck-entry.ts";

export const MODE_LABELS = { video: "Video", "3d": "3D" } as const;

/** The model the task was sent to, as a card, tile or lightbox names it. */
export function modelOf(body: Record<string, unknown>): string {
  return typeof body.model === "string" && body.model.trim() ? body.model.trim() : "no model";
}

/** "Video · minimax/…": what a task is called wherever it is shown. */
export function taskTitle(entry: Pick<DeckEntry, "mode" | "body">): string {
  return `${MODE_LABELS[entry.mode]} · ${modelOf(entry.body)}`;
}

export function promptOf(body: Record<string, unknown>): string {
  return typeof body.prompt === "string" ? body.prompt : "";
}
