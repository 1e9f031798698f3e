import type { ByteRange } from "./storage.ts";

/** One bytes range, as a player asks when it seeks: `a-b`, `a-` (to the end) or `-n` (the last n). */
const ONE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/i;

/**
 * What a Range header asks of a file of `size` bytes: null to send it whole (none asked, another
 * unit, or several ranges, which a server may answer whole: RFC 9110, 14.2), "unsatisfiable"
 * (answered 416) for a bytes range that is malformed or starts past the end, else the range,
 * its end held to the file's last byte.
 */
export function rangeOf(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const asked = header?.trim();
  if (!asked || !/^bytes=/i.test(asked) || asked.includes(",")) return null;
  const match = ONE_RANGE.exec(asked);
  if (!match) return "unsatisfiable";
  const [, first = "", last = ""] = match;
  if (first === "") {
    // The last n bytes: a file shorter than n is sent whole as a range.
    const suffix = Number(last);
    if (last === "" || suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size || (last !== "" && Number(last) < start)) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
