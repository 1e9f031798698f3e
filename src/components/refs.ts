import type { Ref, RefObject } from "react";

/** Hands one element to several refs (ours and a form library's). */
export function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) (ref as RefObject<T | null>).current = node;
}
