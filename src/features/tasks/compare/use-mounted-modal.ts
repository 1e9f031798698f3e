import { useEffect, useRef, type RefObject, type SyntheticEvent } from "react";

/**
 * A <dialog> shown as a modal for as long as its component is mounted: shown on mount, closed on
 * unmount (so focus goes back to what opened it, as on Escape). Returns the dialog's onClose, which
 * calls `onClose` when a person closes it, never for the close the unmount made.
 *
 * StrictMode mounts, unmounts and mounts again: that close must not reach `onClose`, which drops the
 * address that keeps the dialog open. A browser sends its event a task later, when the dialog shows
 * again (so a close heard while open is stale); jsdom's stand-in sends it during `close()` (`ours`).
 */
export function useMountedModal(
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
): (event: SyntheticEvent<HTMLDialogElement>) => void {
  const ours = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    return () => {
      ours.current = true;
      element.close();
      ours.current = false;
    };
  }, [dialog]);
  return (event) => {
    if (!ours.current && !event.currentTarget.open) onClose();
  };
}
