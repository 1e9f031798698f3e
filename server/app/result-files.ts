import { envelopeSchema, taskRecordSchema } from "../../src/contract/record.ts";
import { resultUrlsInOrder } from "../../src/contract/result-order.ts";

/** Every http(s) URL in a task's results (documented lists and any other list), from a query's answer. */
export function resultUrlsOf(answer: unknown): URL[] {
  return resultFilesOf(envelopeSchema.safeParse(answer).data?.data).map(({ url }) => url);
}

/** Every http(s) URL in a task record's results, with the list it is in (`image_urls`…), in their order (contract/result-order.ts). */
export function resultFilesOf(record: unknown): { list: string; url: URL }[] {
  const read = taskRecordSchema.safeParse(record);
  if (!read.success) return [];
  return resultUrlsInOrder(read.data.data).map(({ list, url }) => ({ list, url: new URL(url) }));
}

const directoryOf = (url: URL) => url.pathname.slice(0, url.pathname.lastIndexOf("/") + 1);
/**
 * Dot segments or separators hidden in escapes, or an escaped percent (`%252e%252e` is `%2e%2e`
 * decoded once, `..` twice): a path that means something else once a host decodes it.
 */
const DISGUISED = /%2e|%2f|%5c|%25|\\/i;

/**
 * True when `requested` is one of the results, or sits beside one: same origin, in the same
 * directory or below it (a .gltf's buffers and images, an .obj's .mtl and textures). `raw` is
 * the URL as the page sent it, before any normalising.
 */
export function isResultFile(raw: string, requested: URL, results: URL[]): boolean {
  if (results.some((result) => result.href === requested.href)) return true;
  if (DISGUISED.test(requested.pathname) || /(^|\/)\.\.?(\/|$)/.test(raw.split(/[?#]/, 1)[0]!)) return false;
  return results.some(
    (result) => result.origin === requested.origin && requested.pathname.startsWith(directoryOf(result)),
  );
}
