import colors from "tailwindcss/colors";
import { describe, expect, it } from "vitest";
import { TASK_STATUSES } from "../../contract/status.ts";
import { readFileSync } from "node:fs";
import { PSEUDO_STATUSES, statusWords, type Tone } from "./statuses.ts";
import { TONE_CLASSES } from "./status-labels.ts";

describe("statusWords", () => {
  it.each([
    ["SUBMITTING", "Submitting", "progress"],
    ["PENDING", "Pending", "neutral"],
    ["SUBMITTED", "Submitted", "neutral"],
    ["QUEUED", "Queued", "neutral"],
    ["IN_PROGRESS", "In progress", "progress"],
    ["COMPLETED", "Completed", "success"],
    ["FAILED", "Failed", "danger"],
    ["CANCELLED", "Cancelled", "warning"],
    ["TIMEOUT", "Timed out", "danger"],
    ["UNKNOWN", "Unknown", "warning"],
    ["SENDING", "Sending…", "progress"],
    ["CREATED", "Created", "neutral"],
    ["NOT_CREATED", "Not created", "danger"],
    ["SERVICE_ERROR", "Service error", "danger"],
    ["OUTCOME_UNKNOWN", "Outcome unknown", "warning"],
    ["GONE", "Unknown to the server", "warning"],
  ] as const)("%s → %s (%s)", (status, label, tone) => {
    const words = statusWords(status);
    expect(words).toMatchObject({ label, tone, known: true });
    expect(words.description).not.toBe("");
  });

  it("gives every status of the service and of ours its own label", () => {
    const labels = [...TASK_STATUSES, ...PSEUDO_STATUSES].map((status) => statusWords(status).label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((label) => !/_/.test(label))).toBe(true);
  });

  it("shows an undocumented status exactly as received", () => {
    expect(statusWords("PAUSED")).toEqual({
      label: "PAUSED",
      tone: "warning",
      known: false,
      description: "Status not documented by the service",
    });
    expect(statusWords("in_progress").known).toBe(false); // the record parser uppercases; this does not guess
    expect(statusWords("")).toMatchObject({ label: "No status", known: false });
  });
});

// WCAG 2.x contrast from the actual palette: Tailwind's oklch() values and the brand hexes of the
// light theme (src/index.css's @theme; the dark theme's shades are oklch() and checked by axe).
const themeCss = readFileSync("src/index.css", "utf8");
const BRAND = Object.fromEntries(
  [...themeCss.matchAll(/--color-brand-(\d+): (#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]] as [string, string]),
);

function linearFromOklch(css: string): [number, number, number] {
  const m = /oklch\(([\d.]+)% ([\d.]+) ([\d.]+)\)/.exec(css);
  if (!m) throw new Error(`not oklch: ${css}`);
  const [L, C, h] = [Number(m[1]) / 100, Number(m[2]), (Number(m[3]) * Math.PI) / 180];
  const [a, b] = [C * Math.cos(h), C * Math.sin(h)];
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  return [
    clamp(4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s),
    clamp(-1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s),
    clamp(-0.0041960863 * l - 0.7034186147 * mm + 1.707614701 * s),
  ];
}

function linearFromHex(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
}

function luminance(token: string): number {
  if (token === "white") return 1;
  const [, hue = "", shade = ""] = /^(\w+)-(\d+)$/.exec(token) ?? [];
  const [r, g, b] =
    hue === "brand"
      ? linearFromHex(BRAND[shade] ?? "")
      : linearFromOklch((colors as unknown as Record<string, Record<string, string>>)[hue]?.[shade] ?? "");
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(fg: string, bg: string): number {
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("colours meet WCAG AA (4.5:1 for small text)", () => {
  it("checks the palette it reads", () => {
    expect(contrast("slate-900", "white")).toBeGreaterThan(15);
    expect(contrast("slate-100", "white")).toBeLessThan(1.2);
  });

  it.each(Object.keys(TONE_CLASSES) as Tone[])("badge tone %s", (tone) => {
    const classes = TONE_CLASSES[tone];
    const fg = /\btext-(\w+-\d+)/.exec(classes)?.[1] ?? "";
    const bg = /\bbg-(\w+-\d+)/.exec(classes)?.[1] ?? "";
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  // Other text/background pairs the card uses.
  it.each([
    ["slate-600", "white"],
    ["slate-700", "white"],
    ["slate-600", "slate-50"],
    ["brand-700", "white"],
    ["brand-800", "brand-100"],
    ["amber-900", "amber-100"],
    ["amber-900", "amber-50"],
    ["red-800", "red-50"],
    ["slate-900", "red-50"],
    ["slate-800", "slate-100"],
    ["slate-100", "slate-900"],
  ])("%s on %s", (fg, bg) => expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5));
});
