import { isHttpUrl } from "./urls.ts";

/** A task makes a few files; more than this is a hostile answer and is not searched further. */
export const MAX_RESULT_URLS = 1000;

/**
 * Every http(s) URL in a task's results (`data`: the documented lists and any other list), with
 * the list it is in, in their order: how the archive and share links number a task's files
 * (`n`, from 0). The server reads them so, and a page making links to them counts alike.
 */
export function resultUrlsInOrder(data: Readonly<Record<string, unknown>>): { list: string; url: string }[] {
  const files: { list: string; url: string }[] = [];
  for (const [list, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (files.length >= MAX_RESULT_URLS) return files;
      if (typeof item === "string" && isHttpUrl(item)) files.push({ list, url: item });
    }
  }
  return files;
}
