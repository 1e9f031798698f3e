/**
 * Replaces the selection with `insertion`, adding a space on either side where it would
 * otherwise glue to a neighbouring word, and returns where the caret should go next.
 */
export function insertAtCaret(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  insertion: string,
): { text: string; caret: number } {
  const a = clamp(selectionStart, text.length);
  const b = clamp(selectionEnd, text.length);
  const before = text.slice(0, Math.min(a, b));
  const after = text.slice(Math.max(a, b));
  // After "[" the user is evidently writing a bracket by hand, so no space goes between.
  const lead = before === "" || /[\s[]$/.test(before) ? "" : " ";
  const trail = /^[\p{L}\p{N}]/u.test(after) ? " " : "";
  const inserted = lead + insertion + trail;
  return { text: before + inserted + after, caret: before.length + inserted.length };
}

function clamp(index: number, length: number): number {
  return Math.min(Math.max(index, 0), length);
}
