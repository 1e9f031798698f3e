/**
 * One RFC 4180 field. A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab
 * or CR, per OWASP) gets a leading apostrophe: the file holds prompts anyone could have written.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
