import { AREAS, committedCatalog } from "../i18n-catalogs.ts";
import { say, type Values } from "../i18n-say.ts";

// The bench finds the page's texts the way the journeys do: from the catalogs (src/locales/*.po),
// formatted by Lingui (plurals, numbers), never as an English sentence of its own. A sentence
// the app words otherwise now throws here at once, instead of a wait that times out (the bench
// once waited for "Imported 1 tasks." after the app had learnt to say "Imported 1 task.").

/** The language the bench's browser contexts read the page in (browser.ts sets it). */
export const BENCH_LOCALE = "en-US";

let messages: Set<string> | undefined;
const known = (message: string) =>
  (messages ??= new Set(AREAS.flatMap((area) => [...committedCatalog("en", area).keys()]))).has(message);

/** What the page shows for the catalog message `message` (a msgid: `{n, plural, …}`, `Axis {number}`) with `values`. */
export function shown(message: string, values?: Values): string {
  if (!known(message))
    throw new Error(
      `The bench looks for "${message}", which no catalog holds (src/locales/en/*.po): the app words it otherwise now.`,
    );
  return say(BENCH_LOCALE, message, values);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern (not anchored) for `message` as shown with `values`, each placeholder named in
 * `inner` matching that regular expression's source instead of a value.
 */
export function shownPattern(message: string, inner: Record<string, string>, values: Values = {}): RegExp {
  const names = Object.keys(inner);
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`]));
  const parts = shown(message, { ...values, ...markers }).split(/\uE000(\d+)\uE000/);
  // split with a group: text, index, text, index, …, text.
  return new RegExp(parts.map((part, i) => (i % 2 ? inner[names[Number(part)]!]! : escape(part))).join(""));
}
