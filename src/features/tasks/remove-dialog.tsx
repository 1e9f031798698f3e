import { useId } from "react";
import { ModalDialog } from "../../components/modal-dialog.tsx";
import type { DeckEntry } from "../../lib/deck-entry.ts";

export function RemoveDialog({
  entry,
  onConfirm,
  onCancel,
}: {
  entry: DeckEntry | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog open={entry !== null} onClose={onCancel} labelledBy={titleId}>
      {entry ? (
        <div className="space-y-3 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            Remove this task from the history?
          </h2>
          <p className="text-sm text-slate-700">
            {String(entry.body.model ?? "")}
            {entry.requestId ? ` · ${entry.requestId}` : ""}. The task stays on the service; only this browser forgets
            it
            {entry.record && entry.record.status !== "COMPLETED" ? " and stops following it" : ""}.
          </p>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-4 py-2 text-sm">
              Keep it
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white"
            >
              Remove
            </button>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
