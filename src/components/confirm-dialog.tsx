import { useId, type ReactNode } from "react";
import { Button, type ButtonVariant } from "./button.tsx";
import { ModalDialog } from "./modal-dialog.tsx";

export type ConfirmAction = { label: string; onClick: () => void; variant?: ButtonVariant };

/**
 * A question that must be answered before going on. The cancel button comes first, so the
 * browser focuses it when the dialog opens: a stray Enter never confirms. Escape cancels.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  onCancel,
  actions,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  onCancel: () => void;
  actions: readonly ConfirmAction[];
}) {
  const titleId = useId();
  return (
    <ModalDialog open={open} onClose={onCancel} labelledBy={titleId}>
      <div className="space-y-3 p-5">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="text-sm text-slate-700">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button onClick={onCancel}>{cancelLabel}</Button>
          {actions.map((action) => (
            <Button key={action.label} variant={action.variant ?? "primary"} onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
        </div>
      </div>
    </ModalDialog>
  );
}
