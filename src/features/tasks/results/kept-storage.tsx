import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/button.tsx";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { keptQueries } from "../../../lib/kept-files.ts";
import { useKeepActions, useKeptFiles } from "./use-kept.ts";

/** The deck's line about kept copies: how much they take against what the browser allows, and a way to free it. */
export function KeptStorage() {
  const { t } = useLingui();
  const kept = useKeptFiles();
  const estimate = useQuery({ ...keptQueries.storageEstimate(), enabled: kept.length > 0 }).data;
  const { forget } = useKeepActions();
  if (kept.length === 0) return null;
  const total = kept.reduce((sum, file) => sum + file.size, 0);
  const tasks = new Set(kept.map((file) => file.requestId)).size;
  const size = formatBytes(total);
  const count = kept.length;
  const files = t({ message: plural(count, { one: "# file", other: "# files" }) });
  const taskCount = t({ message: plural(tasks, { one: "# task", other: "# tasks" }) });
  const used = formatBytes(estimate?.usage ?? 0);
  const quota = formatBytes(estimate?.quota ?? 0);
  return (
    <section aria-label={t`Kept copies`} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <p>
        {t`Kept in this browser: ${size} (${files} of ${taskCount})`}
        {estimate?.quota ? t` · this site uses ${used} of ${quota}` : ""}
      </p>
      <Button size="sm" onClick={() => void forget()}>
        <Trans>Free all kept copies</Trans>
      </Button>
    </section>
  );
}
