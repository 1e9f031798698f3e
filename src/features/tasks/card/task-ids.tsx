import { Trans, useLingui } from "@lingui/react/macro";
import { CopyButton } from "../../../components/copy-button.tsx";

/** The two ids people quote to support: request_id (ours to poll by) and task_id (the provider's). */
export function TaskIds({ requestId, taskId }: { requestId: string | null; taskId: string }) {
  return (
    <dl className="space-y-1 text-xs">
      <Id name="request_id" value={requestId ?? ""} />
      <Id name="task_id" value={taskId} />
    </dl>
  );
}

function Id({ name, value }: { name: string; value: string }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <dt className="font-mono text-slate-600">{name}</dt>
      <dd className="flex min-w-0 items-center gap-2">
        {value ? (
          <>
            <code className="font-mono break-all text-slate-900">{value}</code>
            <CopyButton text={value} label={t`Copy ${name}`} />
          </>
        ) : (
          // The service fills task_id in later for many task types (SERVICE-NOTES).
          <span className="text-slate-600 italic">
            <Trans>not assigned yet</Trans>
          </span>
        )}
      </dd>
    </div>
  );
}
