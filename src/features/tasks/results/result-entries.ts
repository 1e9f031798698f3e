import { t } from "@lingui/core/macro";
import type { ResultPayload } from "../../../contract/record.ts";
import { resultFileName, type NamedTask, type ResultKind } from "../../../entities/task/file-name.ts";

export type ResultEntry = { url: string; kind: ResultKind; label: string; name: string };

const DOCUMENTED = new Set(["image_urls", "video_urls", "audio_urls", "file_urls", "text", "progress"]);
/** A task makes a few files; thousands come from a broken or hostile service and would freeze the page. */
export const SHOWN_PER_LIST = 20;
const LISTS = [
  ["video_urls", "video"],
  ["image_urls", "image"],
  ["audio_urls", "audio"],
  ["file_urls", "file"],
] as const;
export type Listed = (typeof LISTS)[number][0] | "other" | "lists";
export type ResultList = { key: string; all: readonly unknown[]; items: ResultEntry[] };

// Called while rendering, so the words follow a language switch.
function itemLabel(kind: ResultKind, n: number): string {
  if (kind === "video") return t`Result video ${n}`;
  if (kind === "image") return t`Result image ${n}`;
  if (kind === "audio") return t`Result audio ${n}`;
  return t`Result file ${n}`;
}

/**
 * A task's results, list by list (the documented ones, then any other list of URLs the service
 * sent), each cut to its first SHOWN_PER_LIST, each file named by the task's name scheme.
 */
export function resultLists(data: ResultPayload, task: NamedTask) {
  const others = Object.entries(data).filter(([key, value]) => !DOCUMENTED.has(key) && Array.isArray(value)) as [
    string,
    unknown[],
  ][];
  const entries = (urls: readonly unknown[], kind: ResultKind, label?: string): ResultEntry[] =>
    urls
      .slice(0, SHOWN_PER_LIST)
      .filter((url): url is string => typeof url === "string")
      .map((url, i) => ({
        url,
        kind,
        label: label ? `${label} ${i + 1}` : itemLabel(kind, i + 1),
        name: resultFileName(task, url, kind, i),
      }));
  const lists: ResultList[] = LISTS.map(([key, kind]) => ({ key, all: data[key], items: entries(data[key], kind) }));
  const extra: ResultList[] = others
    .slice(0, SHOWN_PER_LIST)
    .map(([key, values]) => ({ key, all: values, items: entries(values, "file", key) }));
  return { lists, extra, others, items: [...lists, ...extra].flatMap((list) => list.items) };
}
