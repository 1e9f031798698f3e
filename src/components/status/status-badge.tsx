import { useLingui } from "@lingui/react/macro";
import type { DeckStatus } from "../../entities/task/deck-status.ts";
import { TONE_CLASSES } from "../../entities/task/status-labels.ts";

/** The task's status in words; an undocumented one is shown exactly as the service sent it, and said to be so. */
export function StatusBadge({ status }: { status: Pick<DeckStatus, "label" | "tone" | "known" | "description"> }) {
  const { t } = useLingui();
  return (
    <span
      title={status.description}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE_CLASSES[status.tone]}`}
    >
      {status.label}
      {/* Said and shown: a raw string alone could pass for a documented state. The space is
      a text node, so the words stay apart when read aloud or copied. */}
      {status.known ? null : <span className="font-normal"> {t`(unknown status)`}</span>}
    </span>
  );
}
