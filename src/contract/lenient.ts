// Readers for what a server sends: each accepts any input and never throws, so one odd
// field cannot hide the rest of a record.

export function readText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

/** Unix seconds; 0 means unset. Millisecond values (seen from some gateways) are scaled down. */
export function readSeconds(value: unknown): number {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n !== "number" || !Number.isFinite(n) || n <= 0) return 0;
  return Math.floor(n > 1e11 ? n / 1000 : n);
}

/** A percentage from `"45%"`, `"45"` or `45`, clamped to 0–100; null when there is none. */
export function parsePercent(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*%?\s*$/.test(value)
        ? parseFloat(value)
        : NaN;
  if (!Number.isFinite(n)) return null;
  return Math.min(100, Math.max(0, n));
}

export function readStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
