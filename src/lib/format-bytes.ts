import { formatNumber } from "./format-number.ts";

// Unit symbols are the same in English and Chinese (MiniMax and Seed3D's Chinese pages write "20 MB").
const UNITS = ["kB", "MB", "GB"] as const;

/**
 * A size for people, in one unit system everywhere on screen: SI (1 kB = 1000 bytes), the one
 * the vendors state their limits in. One decimal ("1.5 kB", "23.4 MB"), "70 B" below a kB;
 * `round` drops a needless ".0" ("20 MB"), for limits. The number follows `locale` (Intl).
 */
export function formatBytes(
  bytes: number,
  { round = false, locale }: { round?: boolean; locale?: string } = {},
): string {
  if (bytes < 1000) return `${formatNumber(bytes, { locale })} B`;
  let value = bytes / 1000;
  let unit = 0;
  // 999,999 bytes reads "1.0 MB", not "1000.0 kB".
  while (Number(value.toFixed(1)) >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${formatNumber(value, { locale, digits: 1, minDigits: round ? 0 : 1 })} ${UNITS[unit]}`;
}
