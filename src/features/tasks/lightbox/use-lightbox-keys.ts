import { useEffect, useEffectEvent } from "react";
import { lightboxMove, reviewKey, type LightboxMove, type ReviewKey } from "./lightbox-keys.ts";

export type LightboxKeyActions = { step: (move: LightboxMove) => void; review: (key: ReviewKey) => void };

/**
 * ← → step, and the review keys judge, while the lightbox is open (`actions` null: closed). Heard on the window, not the
 * dialog: when what had focus leaves the page (the result it showed was replaced), the keys
 * land on the body and must still step, and focus is brought back into the dialog.
 */
export function useLightboxKeys(actions: LightboxKeyActions | null): void {
  const open = actions !== null;
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    const home = document.querySelector<HTMLElement>("[data-lightbox-home]");
    const dialog = home?.closest("dialog");
    // Keys meant for another dialog opened over it (a confirmation) are not the lightbox's.
    if (!dialog?.open || (target && target !== document.body && !dialog.contains(target))) return;
    const move = lightboxMove(event, target);
    const review = move ? null : reviewKey(event, target);
    if (!actions || (!move && !review)) return;
    event.preventDefault();
    if (move) actions.step(move);
    if (review) actions.review(review);
    if (!dialog.contains(document.activeElement)) home?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [open]);
}
