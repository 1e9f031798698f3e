import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";
import { deckStatus } from "./status/deck-status.ts";

export function RemoveDialog({
  entry,
  onConfirm,
  onCancel,
}: {
  entry: DeckEntry | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Remove this task from the history?"
      cancelLabel="Keep it"
      onCancel={onCancel}
      actions={[{ label: "Remove", variant: "danger", onClick: onConfirm }]}
    >
      {entry ? (
        <p>
          {String(entry.body.model ?? "")}
          {entry.requestId ? ` · ${entry.requestId}` : ""}. The task stays on the service; only this browser forgets it
          (and any copies it kept)
          {deckStatus(entry).followed ? " and stops following it" : ""}.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
