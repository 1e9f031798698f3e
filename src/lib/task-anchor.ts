/** The element id of a task's card: the composer links to it ("View task"), the card carries it. */
export const taskAnchor = (entryId: string) => `task-${entryId}`;

/**
 * Brings a task's card into view and puts the focus on it (a link the user followed: the focus
 * goes where they asked), without writing the page's hash, which other views own.
 */
export function jumpToTask(entryId: string): boolean {
  const card = document.getElementById(taskAnchor(entryId));
  if (!card) return false;
  const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? true;
  card.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "start" });
  card.focus({ preventScroll: true });
  return true;
}
