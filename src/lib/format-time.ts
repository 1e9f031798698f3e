import { t } from "@lingui/core/macro";
import { SOURCE_LOCALE } from "../i18n/locales.ts";
import { currentLocale, formatNumber } from "./format-number.ts";

// Shared date, duration and relative-time words, in the interface's language (issue 17). Each
// takes the locale (pass `useLingui().i18n.locale` from a component so it re-renders on a
// switch); the words come from the catalogs, which follow the same active language.

/** "45 s", "3 min 20 s", "1 h 5 min" / "45 秒", "3 分 20 秒", "1 小时 5 分": seconds drop once hours show. */
export function formatDuration(seconds: number, locale = currentLocale()): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const h = formatNumber(Math.floor(total / 3600), { locale });
  const minutes = Math.floor((total % 3600) / 60);
  const min = formatNumber(minutes, { locale });
  const s = formatNumber(total % 60, { locale });
  if (total >= 3600) return minutes > 0 ? t`${h} h ${min} min` : t`${h} h`;
  if (minutes > 0) return total % 60 > 0 ? t`${min} min ${s} s` : t`${min} min`;
  return t`${s} s`;
}

// Below this, the difference is within ordinary clock skew between browser and service.
const JUST_NOW_MS = 5000;

const UNITS = [
  { unit: "day", short: "d", ms: 86_400_000 },
  { unit: "hour", short: "h", ms: 3_600_000 },
  { unit: "minute", short: "min", ms: 60_000 },
  { unit: "second", short: "s", ms: 1000 },
] as const;

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/**
 * "just now", "3 min ago", "in 2 min" / "刚刚", "3分钟前", "2分钟后". Intl.RelativeTimeFormat
 * in every language but English, whose short style writes "3 min. ago" and whose long style is
 * too wide for a 360 px card: English keeps the plain short words.
 */
export function relativeTime(thenMs: number, nowMs: number, locale = currentLocale()): string {
  const diff = thenMs - nowMs;
  const abs = Math.abs(diff);
  if (abs < JUST_NOW_MS) return t`just now`;
  const { unit, short, ms } = UNITS.find((u) => abs >= u.ms) ?? UNITS[3];
  const n = Math.floor(abs / ms);
  if (locale === SOURCE_LOCALE || locale.startsWith("en")) {
    const count = formatNumber(n, { locale });
    return diff < 0 ? `${count} ${short} ago` : `in ${count} ${short}`;
  }
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { style: "short", numeric: "always" });
    relativeFormats.set(locale, format);
  }
  return format.format(diff < 0 ? -n : n, unit);
}

// Building an Intl.DateTimeFormat costs about a millisecond, and a card shows three dates: made
// once per locale and zone, a history scrolls without spending its frames on formatters.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Date and time with seconds, in the interface's language and the user's time zone (options for tests). */
export function formatDateTime(ms: number, options: { locale?: string; timeZone?: string } = {}): string {
  const locale = options.locale ?? currentLocale();
  const key = `${locale}|${options.timeZone ?? ""}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "medium",
      timeZone: options.timeZone,
    });
    dateFormats.set(key, formatter);
  }
  return formatter.format(new Date(ms));
}
