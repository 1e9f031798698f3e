import { t } from "@lingui/core/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";

// Called while rendering (never at module level), so the words follow a language switch.
const modeLabel = (mode: DeckEntry["mode"]) => (mode === "video" ? t({ message: "Video", context: "mode" }) : t`3D`);

/** The model the task was sent to, as a card, tile or lightbox names it. */
export function modelOf(body: Record<string, unknown>): string {
  return typeof body.model === "string" && body.model.trim() ? body.model.trim() : t`no model`;
}

/** "Video · minimax/…": what a task is called wherever it is shown. */
export function taskTitle(entry: Pick<DeckEntry, "mode" | "body">): string {
  return `${modeLabel(entry.mode)} · ${modelOf(entry.body)}`;
}

export function promptOf(body: Record<string, unknown>): string {
  return typeof body.prompt === "string" ? body.prompt : "";
}
