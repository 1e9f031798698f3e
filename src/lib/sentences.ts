// Messages here are often built around what a service said ("The service failed: <its words>."),
// and services end their words with a full stop, a Chinese 。, or nothing. These join the two
// without doubling the punctuation.

const CLOSING = /[\s.。．…;；:：,，、]+$/u;

/** A service's words made ready to go inside a sentence of ours: trimmed, without closing punctuation. */
export function clause(text: string): string {
  return text.trim().replace(CLOSING, "");
}

/** Ends a sentence once: with a full stop, unless it ends with a question or exclamation mark. */
export function sentence(text: string): string {
  const body = clause(text);
  return /[!?！？]$/u.test(body) ? body : `${body}.`;
}
