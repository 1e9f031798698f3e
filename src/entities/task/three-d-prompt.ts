import { FLAG_NAMES } from "../../contract/three-d-flags.ts";
import { flagKeyOf, flagTokens } from "../../contract/three-d-flag-reader.ts";

/**
 * Sets one flag of a 3D prompt when the user changes its control, touching only that flag's
 * value so the rest of what they typed (order, spacing, half-finished parts) survives.
 * Finds flags the way `parseThreeDPrompt` does, so the parser then reads the new value: only
 * the first occurrence is set, and a repeat is left for the parser to report.
 */
export function setThreeDFlag(prompt: string, flag: "level" | "format", value: string): string {
  const name = FLAG_NAMES[flag];
  const tokens = flagTokens(prompt);
  const at = tokens.findIndex((token) => flagKeyOf(token) === flag);
  const token = tokens[at];
  if (!token) {
    const gap = prompt === "" || /\s$/.test(prompt) ? "" : " ";
    return `${prompt}${gap}${name} ${value}`;
  }
  const equals = token.text.indexOf("=");
  if (equals !== -1) return splice(prompt, token.start + equals + 1, token.end, value);
  const next = tokens[at + 1];
  if (next && !next.text.startsWith("--")) return splice(prompt, next.start, next.end, value);
  return splice(prompt, token.end, token.end, ` ${value}`);
}

function splice(text: string, start: number, end: number, insertion: string): string {
  return text.slice(0, start) + insertion + text.slice(end);
}
