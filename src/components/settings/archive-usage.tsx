import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ARCHIVE_USAGE_PATH, type ArchiveUsageAnswer } from "../../contract/archive.ts";
import { formatBytes } from "../../lib/format-bytes.ts";

// The workspace's archive on the settings page (issue 29): what its copies of finished tasks'
// files take, against its quota, and how long they are kept. Set on the server, shown here.

async function fetchUsage(signal: AbortSignal): Promise<ArchiveUsageAnswer> {
  const answer = await fetch(ARCHIVE_USAGE_PATH, { signal, headers: { Accept: "application/json" } });
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  const read = (await answer.json()) as Partial<Record<keyof ArchiveUsageAnswer, unknown>>;
  const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null);
  return {
    usedBytes: count(read.usedBytes) ?? 0,
    files: count(read.files) ?? 0,
    quotaBytes: count(read.quotaBytes),
    retentionDays: count(read.retentionDays),
    archiving: read.archiving === true,
  };
}

/** Only in a workspace: a page on its own has no archive but this browser's kept copies. */
export function ArchiveUsage() {
  const { t } = useLingui();
  const usage = useQuery({
    queryKey: ["archive-usage"],
    queryFn: ({ signal }) => fetchUsage(signal),
    staleTime: 0,
  });
  const legend = t({ message: "Workspace archive", context: "settings" });
  if (usage.isError)
    return (
      <p className="text-sm text-amber-800">
        <Trans>The workspace archive's figures could not be read.</Trans>
      </p>
    );
  if (!usage.data) return null;
  const { usedBytes, files, quotaBytes, retentionDays, archiving } = usage.data;
  const used = formatBytes(usedBytes);
  const quota = quotaBytes === null ? null : formatBytes(quotaBytes);
  const count = t({ message: plural(files, { one: "# file", other: "# files" }) });
  const days = retentionDays ?? 0;
  return (
    <section aria-label={legend} className="space-y-1 rounded-md border border-slate-300 p-3 text-sm text-slate-700">
      <h3 className="font-medium text-slate-900">{legend}</h3>
      <p>
        {quota === null
          ? t`It holds ${used} (${count}); no quota is set.`
          : t`It holds ${used} of its ${quota} quota (${count}).`}
      </p>
      <p>
        {retentionDays === null
          ? t`Copies are kept until their task is deleted.`
          : t({
              message: plural(days, {
                one: "Copies are removed # day after they are made.",
                other: "Copies are removed # days after they are made.",
              }),
            })}
      </p>
      {archiving ? null : (
        <p>
          <Trans>
            This server copies no new results (ARCHIVE_RESULTS is off): new tasks keep only the service's links.
          </Trans>
        </p>
      )}
    </section>
  );
}
