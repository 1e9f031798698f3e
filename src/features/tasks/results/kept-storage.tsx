import { useQuery } from "@tanstack/react-query";
import { Button } from "../../../components/button.tsx";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { keptQueries } from "../../../lib/kept-files.ts";
import { useKeepActions, useKeptFiles } from "./use-kept.ts";

/** The deck's line about kept copies: how much they take against what the browser allows, and a way to free it. */
export function KeptStorage() {
  const kept = useKeptFiles();
  const estimate = useQuery({ ...keptQueries.storageEstimate(), enabled: kept.length > 0 }).data;
  const { forget } = useKeepActions();
  if (kept.length === 0) return null;
  const total = kept.reduce((sum, file) => sum + file.size, 0);
  const tasks = new Set(kept.map((file) => file.requestId)).size;
  return (
    <section aria-label="Kept copies" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <p>
        Kept in this browser: {formatBytes(total)} ({kept.length} {kept.length === 1 ? "file" : "files"} of {tasks}{" "}
        {tasks === 1 ? "task" : "tasks"})
        {estimate?.quota
          ? ` · this site uses ${formatBytes(estimate.usage ?? 0)} of ${formatBytes(estimate.quota)}`
          : ""}
      </p>
      <Button size="sm" onClick={() => void forget()}>
        Free all kept copies
      </Button>
    </section>
  );
}
