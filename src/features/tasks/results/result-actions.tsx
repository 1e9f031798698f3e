import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Suspense, useState, type ReactNode } from "react";
import { Button } from "../../../components/button.tsx";
import { archiveStatus, type ArchiveStatus } from "../../../entities/task/archived-data.ts";
import type { EntryResults } from "../../../entities/task/entry-results.ts";
import { taskArchiveName } from "../../../entities/task/file-name.ts";
import { useConnection, useMayChange } from "../../../lib/connection-context.tsx";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { canKeep, keptSummary } from "../../../lib/kept-files.ts";
import { inWorkspace } from "../../../lib/server-config.ts";
import { TOOL_CATALOGS } from "../../../i18n/catalog-areas.ts";
import { lazyWithCatalogs } from "../../../i18n/lazy-with-catalogs.ts";
import { ActionRow } from "../card/more-menu.tsx";
import { FileLink } from "./file-link.tsx";
import { resultLists } from "./result-entries.ts";
import type { TaskResultsProps } from "./task-results.tsx";
import { resultTools } from "./tools/tools.ts";
import { useKeepActions, useKeptFiles } from "./use-kept.ts";

type Props = Omit<TaskResultsProps, "producedAt"> &
  Pick<EntryResults, "archive" | "workspaceKey"> & {
    /** The card's own actions that lead the row (a remedy). */
    lead?: ReactNode;
    /** The More menu (each file's Download, Use as input, Forget kept copies, the card's own) and its preload. */
    menu?: () => ReactNode;
    preload?: () => void;
  };

/**
 * A finished task's row of actions: Download (one file, its size) or Download all (a zip), Keep
 * (in this browser) or, in a workspace that archives, where its copies stand, More.
 */
export function ResultActions({ data, task, serverTask, archive, workspaceKey, lead, menu, preload }: Props) {
  const { t } = useLingui();
  const { server, connection } = useConnection();
  const kept = useKeptFiles();
  const reach = { server, connection, requestId: serverTask };
  const { items } = resultLists(data, task);
  const [busy, setBusy] = useState<"zip" | "keep" | null>(null);
  // Asked of the workspace: its files' states come with the task within a second.
  const [asked, setAsked] = useState(false);
  const mayChange = useMayChange();
  const [message, setMessage] = useState<string | null>(null);
  const { keep } = useKeepActions();
  const keptUrls = new Set(kept.map((file) => file.url));
  const keepable = items.map((item) => item.url).filter((url) => /^https?:/i.test(url));
  const summary = keptSummary(kept, keepable);
  // With a workspace that keeps copies, keeping means its archive; this browser's copies stay an offline cache.
  const archiving = server?.archive === true && inWorkspace(server, connection);
  const archived = keepable.length ? archiveStatus(archive ?? (asked ? [] : undefined), archiving) : null;
  // A task the archive never looked at (finished before it, moved in finished): kept on demand.
  const askable = archiving && mayChange && workspaceKey !== undefined;
  const askArchive = () =>
    run("keep", async () => {
      // Its code (and the server's refusals' words) come with the first press, not with the cards.
      const { keepInWorkspace } = await import("./workspace-archive.ts");
      await keepInWorkspace(workspaceKey!);
      setAsked(true);
    });
  const run = (what: "zip" | "keep", work: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setMessage(null);
    work().then(
      () => setBusy(null),
      (error: unknown) => {
        setBusy(null);
        const reason = error instanceof Error ? error.message : String(error);
        setMessage(
          what === "zip" ? t`The zip could not be made: ${reason}` : t`The results could not be kept: ${reason}`,
        );
      },
    );
  };
  const downloadAll = () =>
    run("zip", async () => {
      const { resultBlob, saveBlob, zipFiles } = await resultTools();
      const blobs = await Promise.all(items.map((item) => resultBlob(item.url, reach, item.name)));
      saveBlob(await zipFiles(items.map((item, i) => ({ name: item.name, blob: blobs[i]! }))), taskArchiveName(task));
    });
  const fileCount = items.length;
  const keepableCount = keepable.length;
  const keptCount = summary.count;
  const keptSize = formatBytes(summary.bytes);
  const all = summary.count > 0 && summary.count === keepable.length;
  const several = items.length > 1;

  return (
    <div className="space-y-1">
      <ActionRow menu={menu} preload={preload}>
        {lead}
        {several ? (
          <Button size="sm" onClick={downloadAll} aria-disabled={busy !== null}>
            {busy === "zip" ? t`Downloading all…` : t`Download all (${fileCount} files, zip)`}
          </Button>
        ) : items[0] ? (
          <FileLink item={items[0]} reach={reach} kept={keptUrls.has(items[0].url)} />
        ) : null}
        {archived ? (
          <ArchiveLine status={archived} onRetry={askable ? askArchive : undefined} busy={busy === "keep"} />
        ) : askable && keepable.length > 0 ? (
          <Button size="sm" onClick={askArchive} aria-disabled={busy !== null}>
            {busy === "keep" ? t`Keeping…` : t`Keep in the workspace`}
          </Button>
        ) : canKeep() && keepable.length > 0 && !all ? (
          <Button
            size="sm"
            title={t`Keep in this browser`}
            onClick={() => run("keep", () => keep(keepable, reach))}
            aria-disabled={busy !== null}
          >
            {busy === "keep" ? t`Keeping…` : t`Keep`}
          </Button>
        ) : null}
        {summary.count > 0 ? (
          <span className="text-xs text-slate-700">
            {t({
              message: plural(keepableCount, {
                one: `Kept in this browser: ${keptCount} of # file, ${keptSize}`,
                other: `Kept in this browser: ${keptCount} of # files, ${keptSize}`,
              }),
            })}
          </span>
        ) : null}
      </ActionRow>
      {message ? (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}

const NotKeptLine = lazyWithCatalogs(TOOL_CATALOGS, () => import("./tools/not-kept-line.tsx"));

/** Where the workspace's copies stand: kept (they outlive the service's links), on their way, or why not. */
function ArchiveLine({ status, onRetry, busy }: { status: ArchiveStatus; onRetry?: () => void; busy: boolean }) {
  const { t } = useLingui();
  if (status.kind === "not-kept")
    return (
      <>
        <Suspense fallback={null}>
          <NotKeptLine reason={status.reason} />
        </Suspense>
        {status.retry && onRetry ? (
          <Button size="sm" onClick={onRetry} aria-disabled={busy}>
            {busy ? t`Keeping…` : t`Try keeping again`}
          </Button>
        ) : null}
      </>
    );
  return (
    <span className="text-xs text-slate-700">
      {status.kind === "kept" ? t`✓ Kept by the workspace` : t`Copying to the workspace…`}
    </span>
  );
}
