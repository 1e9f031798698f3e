import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

/**
 * Why a task failed, prominent but not an alert: cards in the history render long after the
 * event, and an alert would interrupt on every render. The reason is React text, never HTML,
 * because the server's words may contain markup.
 */
export function FailReason({ stopped, reason }: { stopped: boolean; reason: string }) {
  const { t } = useLingui();
  const labelId = useId();
  const text = reason.trim();
  if (!stopped && !text) return null;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={`rounded-md border-l-4 p-2 text-sm ${stopped ? "border-red-700 bg-red-50" : "border-amber-600 bg-amber-50"}`}
    >
      <p id={labelId} className={`font-semibold ${stopped ? "text-red-800" : "text-amber-900"}`}>
        {/* Some services fill fail_reason on success too; it is then only a message. */}
        {stopped ? t`Why it failed` : t`Message from the service`}
      </p>
      <p className="break-words whitespace-pre-wrap text-slate-900">{text || t`The service gave no reason.`}</p>
    </div>
  );
}
