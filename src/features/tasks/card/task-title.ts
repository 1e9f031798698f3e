import { t } from "@lingui/core/macro";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { fileNameOf } from "../../../entities/task/file-name.ts";
import { sourceImageOf } from "./source-image.ts";
import { LOCAL_PERSON } from "../../../contract/review.ts";

// Called while rendering (never at module level), so the words follow a language switch.
const modeLabel = (mode: DeckEntry["mode"]) => (mode === "video" ? t({ message: "Video", context: "mode" }) : t`3D`);

/** A card's title is this many of the prompt's words, at most this many characters. */
const TITLE_WORDS = 6;
const TITLE_CHARS = 48;

/** The model the task was sent to, as a card, tile or lightbox names it. */
export function modelOf(body: Record<string, unknown>): string {
  return typeof body.model === "string" && body.model.trim() ? body.model.trim() : t`no model`;
}

/** "Video · minimax/…": what a task is called wherever it is shown. */
export function taskTitle(entry: Pick<DeckEntry, "mode" | "body">): string {
  return `${modeLabel(entry.mode)} · ${modelOf(entry.body)}`;
}

/**
 * Who sent it, as a card's second line adds (issue 28): "sent by ana@…", "sent by you"; nothing
 * when the workspace does not say, or on a server nobody signs in to (everyone is its owner).
 */
export function senderWords(sentBy: string | null | undefined, me: string): string {
  if (!sentBy || sentBy === LOCAL_PERSON) return "";
  return sentBy === me ? t`sent by you` : t`sent by ${sentBy}`;
}

export function promptOf(body: Record<string, unknown>): string {
  return typeof body.prompt === "string" ? body.prompt : "";
}

/** The first few words of `text`, with an ellipsis when there were more. */
export function firstWords(text: string, words = TITLE_WORDS, chars = TITLE_CHARS): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  const kept = all.slice(0, words).join(" ");
  if (kept.length > chars) return `${kept.slice(0, chars).trimEnd()}…`;
  return all.length > words ? `${kept}…` : kept;
}

/**
 * What tells one card from another: the prompt's first words (a 3D prompt's are its flags), or
 * the source image's file name when the prompt has none, or the task's kind and model at last.
 */
export function cardTitle(entry: Pick<DeckEntry, "mode" | "body">): string {
  const words = firstWords(promptOf(entry.body));
  if (words) return words;
  const image = sourceImageOf(entry.body)?.value;
  if (image && !/^data:/i.test(image)) return firstWords(fileNameOf(image));
  return taskTitle(entry);
}
