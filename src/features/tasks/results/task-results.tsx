import { msg, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { ResultPayload } from "../../../contract/record.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { resultFileName, taskArchiveName, type NamedTask, type ResultKind } from "../../../entities/task/file-name.ts";
import { ResultActions } from "./result-actions.tsx";
import { ResultItem, type ResultEntry } from "./result-item.tsx";
import { useKeptFiles } from "./use-kept.ts";

const DOCUMENTED = new Set(["image_urls", "video_urls", "audio_urls", "file_urls", "text", "progress"]);
/** A task makes a few files; thousands come from a broken or hostile service and would freeze the page. */
const SHOWN_PER_LIST = 20;
const LISTS = [
  ["video_urls", "video"],
  ["image_urls", "image"],
  ["audio_urls", "audio"],
  ["file_urls", "file"],
] as const;
type Listed = (typeof LISTS)[number][0] | "other" | "lists";

// Called while rendering, so the words follow a language switch.
function itemLabel(kind: ResultKind, n: number): string {
  if (kind === "video") return t`Result video ${n}`;
  if (kind === "image") return t`Result image ${n}`;
  if (kind === "audio") return t`Result audio ${n}`;
  return t`Result file ${n}`;
}

function notShownText(what: Listed, more: string): string {
  if (what === "video_urls") return t`…and ${more} more video URLs, not shown here (Show raw record lists them all).`;
  if (what === "image_urls") return t`…and ${more} more image URLs, not shown here (Show raw record lists them all).`;
  if (what === "audio_urls") return t`…and ${more} more audio URLs, not shown here (Show raw record lists them all).`;
  if (what === "file_urls") return t`…and ${more} more file URLs, not shown here (Show raw record lists them all).`;
  if (what === "other") return t`…and ${more} more URLs, not shown here (Show raw record lists them all).`;
  return t`…and ${more} more lists of results, not shown here (Show raw record lists them all).`;
}

type Props = {
  data: ResultPayload;
  /** What the saved files are named after. */
  task: NamedTask;
  /** When the service finished the task (ms), for the line an expired result gets. */
  producedAt: number | null;
  /** The task's request_id when this page's own server answered it (its file proxy can read the files). */
  serverTask: string | null;
};

/**
 * Every result the task produced, each in the element made for it, each saved under the task's
 * name scheme; unsafe URLs are shown as text only.
 */
export function TaskResults({ data, task, producedAt, serverTask }: Props) {
  const { server, connection } = useConnection();
  const kept = useKeptFiles();
  const reach = { server, connection, requestId: serverTask };
  const others = Object.entries(data).filter(([key, value]) => !DOCUMENTED.has(key) && Array.isArray(value)) as [
    string,
    unknown[],
  ][];
  const { i18n } = useLingui();
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
  const lists = LISTS.map(([key, kind]) => ({ key, all: data[key], items: entries(data[key], kind) }));
  const extra = others
    .slice(0, SHOWN_PER_LIST)
    .map(([key, values]) => ({ key, all: values, items: entries(values, "file", key) }));
  const items = [...lists, ...extra].flatMap((list) => list.items);
  const keptUrls = new Set(kept.map((file) => file.url));
  const item = (entry: ResultEntry) => (
    <ResultItem
      key={entry.url + entry.label}
      item={entry}
      reach={reach}
      kept={keptUrls.has(entry.url)}
      producedAt={producedAt}
    />
  );

  return (
    <div role="group" aria-label={i18n._(msg({ message: "Results", context: "task" }))} className="space-y-3">
      {items.length > 0 ? (
        <ResultActions items={items} archiveName={taskArchiveName(task)} reach={reach} kept={kept} />
      ) : null}
      {lists.map((list) => (
        <div key={list.key} className="contents">
          {list.items.map(item)}
          <NotShown list={list.all} what={list.key} />
          {list.key === "audio_urls" && data.text ? (
            <p className="rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap">{data.text}</p>
          ) : null}
        </div>
      ))}
      {extra.map((list) => (
        <div key={list.key}>
          <p className="text-xs font-medium text-slate-600">{list.key}</p>
          {list.items.map(item)}
          <NotShown list={list.all} what="other" />
        </div>
      ))}
      <NotShown list={others} what="lists" />
    </div>
  );
}

/** Says how many of a list were left out, so nothing is hidden without a word. */
function NotShown({ list, what }: { list: readonly unknown[]; what: Listed }) {
  const { i18n } = useLingui();
  const more = list.length - SHOWN_PER_LIST;
  if (more <= 0) return null;
  return <p className="text-xs text-slate-600">{notShownText(what, i18n.number(more))}</p>;
}
