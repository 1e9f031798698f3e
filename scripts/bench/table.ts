import { formatBytes } from "../../src/lib/format-bytes.ts";
/** One block of the printed report: a title, a table, and notes that say how to read it. */
export type Section = { title: string; headers: string[]; rows: string[][]; notes?: string[] };

const isNumeric = (cell: string) => /^[-+]?[\d,.]+(\s|$)/.test(cell);

/** Plain-text columns: numbers right-aligned, text left-aligned, a rule under the headers. */
export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (isNumeric(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export function formatSection(section: Section): string {
  const notes = (section.notes ?? []).map((note) => `  · ${note}`);
  return [`== ${section.title}`, formatTable(section.headers, section.rows), ...notes].join("\n");
}

export const ms = (value: number, digits = 1) => (Number.isFinite(value) ? `${value.toFixed(digits)} ms` : "n/a");
/** Sizes as the app writes them (SI: 1 kB = 1000 bytes), by the app's own function. */
export const bytes = (value: number) => (Number.isFinite(value) ? formatBytes(value) : "n/a");
export const count = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en") : "n/a");
export const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
