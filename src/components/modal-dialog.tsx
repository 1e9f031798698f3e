import { useEffect, useRef, type ReactNode } from "react";

const WIDTHS = { normal: "w-[min(32rem,calc(100vw-2rem))]", wide: "w-[min(72rem,calc(100vw-2rem))]" } as const;

/** A native modal <dialog>: the browser traps focus, Escape closes it, and focus returns to the opener. */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  children,
  width = "normal",
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  /** Wide: a viewer (the lightbox) rather than a question. */
  width?: keyof typeof WIDTHS;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // The browser fires "close" a task after the dialog closed: opened again in between (Enter
      // pressed at once on the opener it gave the focus back to), the late event is not this closing.
      onClose={(event) => {
        if (!event.currentTarget.open) onClose();
      }}
      // Escape: said at once (the close event comes a task later), so a key pressed right after
      // on the opener, which has the focus back, finds the dialog closed in the state too.
      onCancel={() => onClose()}
      className={`m-auto ${WIDTHS[width]} rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/40`}
    >
      {open ? children : null}
    </dialog>
  );
}
