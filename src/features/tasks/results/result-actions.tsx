import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "../../../components/button.tsx";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { canKeep, keptSummary, type KeptFile } from "../../../lib/kept-files.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import { resultTools } from "./tools/tools.ts";
import type { ResultEntry } from "./result-item.tsx";
import { useKeepActions } from "./use-kept.ts";

type Props = { items: ResultEntry[]; archiveName: string; reach: Reach; kept: KeptFile[] };

/** What can be done with all of a task's files at once: save them as one zip, keep them in the browser. */
export function ResultActions({ items, archiveName, reach, kept }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<"zip" | "keep" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { keep, forget } = useKeepActions();
  const keepable = items.map((item) => item.url).filter((url) => /^https?:/i.test(url));
  const summary = keptSummary(kept, keepable);
  const run = (what: "zip" | "keep", task: () => Promise<void>) => {
    if (busy) return;
    setBusy(what);
    setMessage(null);
    task().then(
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
      saveBlob(await zipFiles(items.map((item, i) => ({ name: item.name, blob: blobs[i]! }))), archiveName);
    });
  const fileCount = items.length;
  const keepableCount = keepable.length;
  const keptCount = summary.count;
  const keptSize = formatBytes(summary.bytes);
  const all = summary.count > 0 && summary.count === keepable.length;

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center gap-2">
        {items.length > 1 ? (
          <Button size="sm" onClick={downloadAll} aria-disabled={busy !== null}>
            {busy === "zip" ? t`Downloading all…` : t`Download all (${fileCount} files, zip)`}
          </Button>
        ) : null}
        {canKeep() && keepable.length > 0 && !all ? (
          <Button size="sm" onClick={() => run("keep", () => keep(keepable, reach))} aria-disabled={busy !== null}>
            {busy === "keep" ? t`Keeping…` : t`Keep in this browser`}
          </Button>
        ) : null}
        {summary.count > 0 ? (
          <>
            <span className="text-xs text-slate-700">
              {t({
                message: plural(keepableCount, {
                  one: `Kept in this browser: ${keptCount} of # file, ${keptSize}`,
                  other: `Kept in this browser: ${keptCount} of # files, ${keptSize}`,
                }),
              })}
            </span>
            <Button size="sm" onClick={() => void forget(keepable)}>
              <Trans>Forget kept copies</Trans>
            </Button>
          </>
        ) : null}
      </div>
      {message ? (
        <p role="alert" className="text-sm text-red-800">
          {message}
        </p>
      ) : null}
    </div>
  );
}
