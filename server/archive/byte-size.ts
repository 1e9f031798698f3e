// Sizes as the archive's settings are written (ARCHIVE_QUOTA_BYTES) and as its refusals say them.
// SI units, as the page shows sizes (src/lib/format-bytes.ts) and vendors state limits: 1 GB is
// 1000³ bytes; the binary ones (GiB: 1024³) are read too, for those who think in them.

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 2 ** 10,
  mib: 2 ** 20,
  gib: 2 ** 30,
  tib: 2 ** 40,
};

const SIZE = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i;

/** "500MB", "20 GB", "1.5GiB", "123456" as whole bytes; null for anything else, or for no bytes. */
export function parseByteSize(text: string): number | null {
  const [, number, unit] = SIZE.exec(text.trim()) ?? [];
  const scale = UNITS[(unit || "b").toLowerCase()];
  if (number === undefined || scale === undefined) return null;
  const bytes = Math.round(Number(number) * scale);
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : null;
}

const SHOWN = ["kB", "MB", "GB", "TB"] as const;

/** A size for people: "70 B", "12.4 MB"; `round` drops a needless ".0", for a limit ("1 GB"). */
export function formatBytes(bytes: number, round = false): string {
  if (bytes < 1000) return `${bytes} B`;
  let value = bytes / 1000;
  let unit = 0;
  // 999,999 bytes reads "1.0 MB", not "1000.0 kB".
  while (Number(value.toFixed(1)) >= 1000 && unit < SHOWN.length - 1) {
    value /= 1000;
    unit++;
  }
  const shown = value.toFixed(1);
  return `${round && shown.endsWith(".0") ? shown.slice(0, -2) : shown} ${SHOWN[unit]}`;
}
