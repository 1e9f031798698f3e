import { msg, select, t } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { ResultPayload } from "../../../contract/record.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import type { NamedTask } from "../../../entities/task/file-name.ts";
import { ResultItem } from "./result-item.tsx";
import { resultLists, SHOWN_PER_LIST, type Listed, type ResultEntry } from "./result-entries.ts";
import { useKeptFiles } from "./use-kept.ts";

// One message for every list (its kind a select), not one per list: the deck's chunk carries its catalog.
function notShownText(what: Listed, more: string): string {
  if (what === "lists") return t`…and ${more} more lists of results, not shown here (Show raw record lists them all).`;
  return t({
    message: select(what, {
      video_urls: `…and ${more} more video URLs, not shown here (Show raw record lists them all).`,
      image_urls: `…and ${more} more image URLs, not shown here (Show raw record lists them all).`,
      audio_urls: `…and ${more} more audio URLs, not shown here (Show raw record lists them all).`,
      file_urls: `…and ${more} more file URLs, not shown here (Show raw record lists them all).`,
      other: `…and ${more} more URLs, not shown here (Show raw record lists them all).`,
    }),
  });
}

export type TaskResultsProps = {
  data: ResultPayload;
  /** What the saved files are named after. */
  task: NamedTask;
  /** When the service finished the task (ms), for the line an expired result gets. */
  producedAt: number | null;
  /** The task's request_id when this page's own server answered it (its file proxy can read the files). */
  serverTask: string | null;
};

/**
 * Every result the task produced, each in the element made for it (player, picture, 3D viewer);
 * unsafe URLs are shown as text only. Saving and keeping them: result-actions.tsx.
 */
export function TaskResults({ data, task, producedAt, serverTask }: TaskResultsProps) {
  const { server, connection } = useConnection();
  const kept = useKeptFiles();
  const reach = { server, connection, requestId: serverTask };
  const { i18n } = useLingui();
  const { lists, extra, others } = resultLists(data, task);
  const keptUrls = new Set(kept.map((file) => file.url));
  const item = (entry: ResultEntry) => (
    <ResultItem
      // By its place, not its URL: the workspace's copy replacing the service's link is the same result.
      key={entry.label}
      item={entry}
      reach={reach}
      kept={keptUrls.has(entry.url)}
      producedAt={producedAt}
    />
  );

  return (
    <div role="group" aria-label={i18n._(msg({ message: "Results", context: "task" }))} className="space-y-2">
      {lists.map((list) => (
        <div key={list.key} className="contents">
          {list.items.map(item)}
          <NotShown list={list.all} what={list.key as Listed} />
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
