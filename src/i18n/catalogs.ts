import { i18n, type Messages } from "@lingui/core";
import type { CatalogArea } from "./catalog-areas.ts";
import { LOCALE_STORAGE_KEY, SOURCE_LOCALE, pickLocale, type Locale } from "./locales.ts";

// Each catalog is a chunk of its own, compiled ahead by Lingui's Vite plugin. The English ones
// the start-up and the deck need are grouped into those chunks (scripts/start-up-chunks.ts), so
// importing them costs no request; every Chinese one is fetched only in Chinese.
// The access pages' catalogs are theirs alone (a build of their own adds them: addCatalogLoaders).
const loaders = import.meta.glob<{ messages: Messages }>(["../locales/*/*.po", "!../locales/*/access.po"]);

/** More catalogs to load from (the access pages': src/access/main.tsx). */
export const addCatalogLoaders = (more: typeof loaders) => void Object.assign(loaders, more);

const wanted = new Set<CatalogArea>();
const loaded = new Set<string>();

async function load(locale: Locale, area: CatalogArea): Promise<void> {
  const key = `${locale}/${area}`;
  if (loaded.has(key)) return;
  const loader = loaders[`../locales/${key}.po`];
  // A build without the file is a programming error, never shown as the page's text.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!loader) throw new Error(`No ${locale} catalog for ${area}.`);
  const { messages } = await loader();
  // A copy: later catalogs are merged into the first one Lingui holds for the locale.
  i18n.load(locale, { ...messages });
  loaded.add(key);
}

/** Loads these catalogs in the current language (and in any language switched to later). */
export async function loadCatalogs(areas: CatalogArea[]): Promise<void> {
  areas.forEach((area) => wanted.add(area));
  const locale = (i18n.locale || SOURCE_LOCALE) as Locale;
  await Promise.all(areas.map((area) => load(locale, area)));
}

/**
 * Shows the interface in `locale`: loads every catalog shown so far in it, then switches at once
 * (no page reload: drafts and open views stay), remembers the choice and tells `<html lang>`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await show(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be off (private mode): the choice then lasts for this visit.
  }
}

async function show(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((area) => load(locale, area)));
  i18n.activate(locale);
  // Node (the server's and the contract's tests) has no page.
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

/**
 * Before the first render: the language chosen before, else the browser's (not remembered, so
 * a visitor who never chooses keeps following the browser), with the catalogs the start needs.
 */
export async function startI18n(areas: CatalogArea[]): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // No storage (or no page, in Node's tests): follow the browser.
  }
  areas.forEach((area) => wanted.add(area));
  const locale = pickLocale(stored, typeof navigator === "undefined" ? [] : navigator.languages);
  // A Chinese catalog that fails to arrive (offline, a deploy in between) must not leave the
  // page blank: English is part of the start-up chunk and always there.
  await show(locale).catch(() => show(SOURCE_LOCALE));
}
