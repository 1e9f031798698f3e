import { i18n } from "@lingui/core";
import { LOCALES, SOURCE_LOCALE } from "../i18n/locales.ts";

/**
 * The interface's language at call time, for Intl: a formatter called while rendering follows a
 * switch when its component reads `useLingui()` (which re-renders it) and passes `i18n.locale`.
 * Node (the server, the bench) never activates a language: English.
 */
export const currentLocale = (): string => i18n.locale || SOURCE_LOCALE;

// The page's first Intl.NumberFormat costs 15–25 ms in Chromium (its number data loads), and the
// composer's first render needs one for its character count. Whole numbers in the interface's own
// languages, which both write them with Latin digits grouped by threes with a comma, are written
// here instead (format-number.test.ts holds them to Intl's output); the rest goes to Intl.
const COMMA_GROUPED = new Set<string>(LOCALES);

// Building an Intl formatter costs far more than using one: one per locale and set of options.
const formatters = new Map<string, Intl.NumberFormat>();

/** A number as people of `locale` write it: "12,345" / "12,345", "1.5" with `digits`. */
export function formatNumber(
  value: number,
  {
    locale = currentLocale(),
    digits = 0,
    minDigits = digits,
  }: { locale?: string; digits?: number; minDigits?: number } = {},
): string {
  if (
    digits === 0 &&
    minDigits === 0 &&
    Number.isSafeInteger(value) &&
    !Object.is(value, -0) &&
    COMMA_GROUPED.has(locale)
  )
    return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  const key = `${locale}|${digits}|${minDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: minDigits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
