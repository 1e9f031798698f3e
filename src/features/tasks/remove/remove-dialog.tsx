import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import type { DeckEntry } from "../../../lib/deck-entry.ts";
import { useConnection } from "../../../lib/connection-context.tsx";
import { inWorkspace } from "../../../lib/server-config.ts";
import { deckStatus } from "../../../entities/task/deck-status.ts";
import { deleteFromWorkspace } from "./workspace-delete.ts";

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
  const { server, connection } = useConnection();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A task the workspace holds goes from it, for everyone: deleted there first, then here.
  const shared = entry !== null && inWorkspace(server, connection) && Boolean(entry.inWorkspace || entry.fromWorkspace);
  const confirm = () => {
    if (!entry || !shared) return onConfirm();
    void deleteFromWorkspace(entry.id).then(
      (refused) => (refused === null ? onConfirm() : setRefusal(refused)),
      (error: unknown) => setRefusal(String(error)),
    );
  };
  const cancel = () => {
    setRefusal(null);
    onCancel();
  };
  if (shared)
    return (
      <ConfirmDialog
        open
        title={t`Delete this task from the workspace?`}
        cancelLabel={t({ message: "Keep it", context: "task" })}
        onCancel={cancel}
        actions={[{ label: t({ message: "Delete", context: "confirm" }), variant: "danger", onClick: confirm }]}
      >
        <p>
          <Trans>
            {model}
            {id}. It goes for everyone in the workspace, with every verdict on it and the workspace's copies of its
            files (bytes another task also delivered stay). The task stays on the service.
          </Trans>
        </p>
        {refusal ? (
          <p role="alert" className="text-sm text-red-800">
            {t`Not deleted: ${refusal}`}
          </p>
        ) : null}
      </ConfirmDialog>
    );
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t`Remove this task from the history?`}
      cancelLabel={t({ message: "Keep it", context: "task" })}
      onCancel={cancel}
      actions={[{ label: t({ message: "Remove", context: "confirm" }), variant: "danger", onClick: confirm }]}
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
