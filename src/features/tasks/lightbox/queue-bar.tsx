import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "../../../components/button.tsx";
import { useQueueWork } from "../../../lib/queue-store.ts";

/**
 * A review queue's item on show (issue 28): which queue, what its Next said, and Next in queue,
 * which opens the following item here without closing the lightbox. Nothing for any other task.
 */
export function QueueBar({ taskId }: { taskId: string }) {
  const { t } = useLingui();
  const work = useQueueWork();
  if (work?.key !== taskId) return null;
  const { name } = work;
  return (
    <div
      role="group"
      aria-label={t`Review queue ${name}`}
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800"
    >
      <p role="status" className="min-w-0 break-words">
        <span className="font-semibold break-all">{name}</span>: {work.said}
      </p>
      <Button size="sm" variant="primary" onClick={work.next}>
        <Trans>Next in queue</Trans>
      </Button>
    </div>
  );
}
