import type { DeckEntry } from "../../../lib/deck-entry.ts";

const MODE_LABELS = { video: "Video", "3d": "3D" } as const;

/** The model a task asked for, as the card names it. */
export function modelOf(entry: Pick<DeckEntry, "body">): string {
  const { model } = entry.body;
  return typeof model === "string" && model.trim() ? model.trim() : "no model";
}

/** "Video · MiniMax-Hailuo-02": the card's heading, and the start of every name that points at the card. */
export function taskTitle(entry: Pick<DeckEntry, "mode" | "body">): string {
  return `${MODE_LABELS[entry.mode]} · ${modelOf(entry)}`;
}
