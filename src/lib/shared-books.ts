import type { ItemKind, SharedItem } from "../contract/shared-item.ts";

// The books whose items a team shares (contract/shared-item.ts): each, once made in this page,
// says so here, and the workspace's feed keeps it in step with its server from then on. A page
// that never opens its presets or Compare fetches neither book nor the code that shares them.

/** What the feed asks of a book whose items the workspace shares. */
export type ItemBook = {
  readonly kind: ItemKind;
  readonly ready: Promise<void>;
  subscribe(listener: () => void): () => void;
  /** Each item held here, by id, and its own time (ms, whole): a later change has a later one. */
  times(): ReadonlyMap<string, number>;
  /** An item as the workspace keeps it. */
  value(id: string): unknown;
  /** Stores what the workspace holds, each newer than this browser's copy (a removal removes). */
  take(items: readonly SharedItem[]): Promise<void>;
};

const made = new Map<ItemKind, ItemBook>();
const watchers = new Set<(book: ItemBook) => void>();

/** A book tells it was made (once, by its page-wide factory). */
export function shareBook(book: ItemBook) {
  made.set(book.kind, book);
  watchers.forEach((watch) => watch(book));
}

/** Calls `watch` with each book made so far and each made later; answers how to stop. */
export function watchBooks(watch: (book: ItemBook) => void): () => void {
  made.forEach(watch);
  watchers.add(watch);
  return () => void watchers.delete(watch);
}
