import type { KeyboardEvent } from "react";

/** Ctrl+Enter (Cmd+Enter on a Mac) submits from anywhere in the form. */
export function submitOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    event.currentTarget.requestSubmit();
  }
}
