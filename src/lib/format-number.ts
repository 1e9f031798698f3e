import { i18n } from "@lingui/core";
import { SOURCE_LOCALE } from "../i18n/locales.ts";

/**
 * The interface's language at call time, for Intl: a formatter called while rendering follows a
 * switch when its component reads `useLingui()` (which re-renders it) and passes `i18n.locale`.
 * Node (the server, the bench) never activates a language: English.
 */
export const currentLocale = (): string => i18n.locale || SOURCE_LOCALE;

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
  const key = `${locale}|${digits}|${minDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: minDigits });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
