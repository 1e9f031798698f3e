import { t } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { SubmissionState } from "../../../lib/deck-entry.ts";

/** What the composer's sending (use-submit-task.ts) hands this question. */
type Props = {
  /** `shared`: found by the workspace (another tab, device or person), not in this browser. */
  duplicate: { state: SubmissionState; agoMs: number; shared?: boolean } | null;
  cancelDuplicate: () => void;
  confirmDuplicate: () => void;
};

// The question a resend within minutes asks (submit-bar.tsx): part of the sending, so a chunk of
// its own with the checks' texts, fetched with the first one, not with the composer.

/**
 * How long ago, in words: "45 s", "3 min" (in the language of the moment it is called). Not
 * formatDuration (lib/format-time.ts), which the deck's chunk carries: importing it here would
 * move it into the start-up, and a first visit over its 130 KiB by about 0.2 kB.
 */
const ago = (ms: number) => {
  const seconds = Math.max(1, Math.round(ms / 1000));
  const minutes = Math.round(ms / 60_000);
  return ms < 60_000 ? t`${seconds} s` : t`${minutes} min`;
};

/** What the dialog says of the earlier request, by what became of it: one whole sentence each. */
function sentBefore(state: SubmissionState, when: string, shared: boolean): string {
  if (shared) return sentInWorkspace(state, when);
  if (state === "unknown")
    return t`You sent this exact request ${when} ago and its outcome is unknown: the service may already have it.`;
  if (state === "failed")
    return t`You sent this exact request ${when} ago and the service answered with an error: it most likely did not create the task, but cannot promise that.`;
  return t`You sent this exact request ${when} ago.`;
}

/** The same, of a request someone sent from another tab or device: this browser has no card of it. */
function sentInWorkspace(state: SubmissionState, when: string): string {
  if (state === "unknown")
    return t`This exact request was sent from this workspace ${when} ago, in another tab or on another device, and its outcome is unknown: the service may already have it.`;
  if (state === "failed")
    return t`This exact request was sent from this workspace ${when} ago, in another tab or on another device, and the service answered with an error: it most likely did not create the task, but cannot promise that.`;
  return t`This exact request was sent from this workspace ${when} ago, in another tab or on another device.`;
}

/** Asks before paying for the same generation twice. */
export default function DuplicateDialog(task: Props) {
  const { t } = useLingui();
  const { duplicate } = task;
  return (
    <ConfirmDialog
      open={duplicate !== null}
      title={t`Send the same request again?`}
      cancelLabel={t`Don’t send`}
      onCancel={task.cancelDuplicate}
      actions={[{ label: t`Send again`, onClick: task.confirmDuplicate }]}
    >
      {duplicate ? (
        <p>
          {sentBefore(duplicate.state, ago(duplicate.agoMs), duplicate.shared === true)}{" "}
          <Trans>Each generation is charged: sending it again pays for a second one.</Trans>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
