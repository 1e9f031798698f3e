import { Trans, useLingui } from "@lingui/react/macro";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";

export function RemoveDialog({
  entry,
  onConfirm,
  onCancel,
}: {
  entry: DeckEntry | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const model = String(entry?.body.model ?? "");
  const id = entry?.requestId ? ` · ${entry.requestId}` : "";
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t`Remove this task from the history?`}
      cancelLabel={t({ message: "Keep it", context: "task" })}
      onCancel={onCancel}
      actions={[{ label: t({ message: "Remove", context: "confirm" }), variant: "danger", onClick: onConfirm }]}
    >
      {entry ? (
        <p>
          {deckStatus(entry).followed ? (
            <Trans>
              {model}
              {id}. The task stays on the service; only this browser forgets it (and any copies it kept) and stops
              following it.
            </Trans>
          ) : (
            <Trans>
              {model}
              {id}. The task stays on the service; only this browser forgets it (and any copies it kept).
            </Trans>
          )}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
