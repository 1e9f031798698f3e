import { DEFAULT_FORMAT, DEFAULT_LEVEL } from "../../../contract/three-d-flags.ts";
import { parseThreeDPrompt } from "../../../contract/three-d-flag-reader.ts";
import { parseDirectives } from "../../../contract/camera-directives.ts";

export type PromptPart = { text: string; kind: "text" | "move" | "unknown-move" };

/**
 * A video prompt cut into plain text and camera directives. A bracket counts as a move only
 * when everything in it is one the model knows; otherwise the model reads part of it as text.
 */
export function videoPromptParts(prompt: string): PromptPart[] {
  const parts: PromptPart[] = [];
  let at = 0;
  for (const bracket of parseDirectives(prompt)) {
    if (bracket.start > at) parts.push({ text: prompt.slice(at, bracket.start), kind: "text" });
    const known = bracket.moves.length > 0 && bracket.moves.every((item) => item.move !== null);
    parts.push({ text: bracket.raw, kind: known ? "move" : "unknown-move" });
    at = bracket.end;
  }
  if (at < prompt.length) parts.push({ text: prompt.slice(at), kind: "text" });
  return parts;
}

export type FlagChip = { name: "subdivision level" | "file format"; value: string; isDefault: boolean };

export type ThreeDPromptParts = { chips: FlagChip[]; other: string[] };

/**
 * A 3D prompt as its two settings, with the vendor defaults named where a flag is absent
 * (the service applies them), and every other piece of text kept exactly as written.
 */
export function threeDPromptParts(prompt: string): ThreeDPromptParts {
  const parsed = parseThreeDPrompt(prompt);
  // The chips' names are keys: prompt-view.tsx words them.
  const chips: FlagChip[] = [
    // eslint-disable-next-line lingui/no-unlocalized-strings
    { name: "subdivision level", value: parsed.level ?? DEFAULT_LEVEL, isDefault: parsed.level === null },
    // eslint-disable-next-line lingui/no-unlocalized-strings
    { name: "file format", value: parsed.format ?? DEFAULT_FORMAT, isDefault: parsed.format === null },
  ];
  // Everything the parser could not read as a valid flag is a problem span; neighbouring
  // spans separated only by spaces are one piece of text, kept as written.
  const spans = [...parsed.problems].sort((a, b) => a.start - b.start);
  const other: { start: number; end: number }[] = [];
  for (const span of spans) {
    const last = other.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else if (last && prompt.slice(last.end, span.start).trim() === "") last.end = span.end;
    else other.push({ start: span.start, end: span.end });
  }
  return { chips, other: other.map((span) => prompt.slice(span.start, span.end)) };
}
