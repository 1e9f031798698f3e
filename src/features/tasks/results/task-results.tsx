import type { ResultPayload } from "../../../contract/record.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { resultFileName, taskArchiveName, type NamedTask, type ResultKind } from "./file-name.ts";
import { ResultActions } from "./result-actions.tsx";
import { ResultItem, type ResultEntry } from "./result-item.tsx";
import { useKeptFiles } from "./use-kept.ts";

const DOCUMENTED = new Set(["image_urls", "video_urls", "audio_urls", "file_urls", "text", "progress"]);
/** A task makes a few files; thousands come from a broken or hostile service and would freeze the page. */
const SHOWN_PER_LIST = 20;
const LISTS = [
  ["video_urls", "video", "Result video", "video URLs"],
  ["image_urls", "image", "Result image", "image URLs"],
  ["audio_urls", "audio", "Result audio", "audio URLs"],
  ["file_urls", "file", "Result file", "file URLs"],
] as const;

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
  const entries = (urls: readonly unknown[], kind: ResultKind, label: string): ResultEntry[] =>
    urls
      .slice(0, SHOWN_PER_LIST)
      .filter((url): url is string => typeof url === "string")
      .map((url, i) => ({ url, kind, label: `${label} ${i + 1}`, name: resultFileName(task, url, kind, i) }));
  const lists = LISTS.map(([key, kind, label, what]) => ({
    key,
    what,
    all: data[key],
    items: entries(data[key], kind, label),
  }));
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
    <div role="group" aria-label="Results" className="space-y-3">
      {items.length > 0 ? (
        <ResultActions items={items} archiveName={taskArchiveName(task)} reach={reach} kept={kept} />
      ) : null}
      {lists.map((list) => (
        <div key={list.key} className="contents">
          {list.items.map(item)}
          <NotShown list={list.all} what={list.what} />
          {list.key === "audio_urls" && data.text ? (
            <p className="rounded-md bg-slate-50 p-2 text-sm whitespace-pre-wrap">{data.text}</p>
          ) : null}
        </div>
      ))}
      {extra.map((list) => (
        <div key={list.key}>
          <p className="text-xs font-medium text-slate-600">{list.key}</p>
          {list.items.map(item)}
          <NotShown list={list.all} what="URLs" />
        </div>
      ))}
      <NotShown list={others} what="lists of results" />
    </div>
  );
}

/** Says how many of a list were left out, so nothing is hidden without a word. */
function NotShown({ list, what }: { list: readonly unknown[]; what: string }) {
  const more = list.length - SHOWN_PER_LIST;
  if (more <= 0) return null;
  return (
    <p className="text-xs text-slate-600">
      …and {more.toLocaleString("en")} more {what}, not shown here (Show raw record lists them all).
    </p>
  );
}
