import { sharedItemSchema, WORKSPACE_ITEMS_PATH, type ItemKind, type SharedItem } from "../../contract/shared-item.ts";
import { readEach } from "../../lib/read-each.ts";
import { watchBooks, type ItemBook } from "../../lib/shared-books.ts";

// Keeps this page's shared books (presets, judgements: lib/shared-books.ts) and the workspace's
// in step. Loaded once such a book is made in a page that works in a workspace, or once the
// stream brings an item (the feed then makes its book). Of two copies the newer wins, on both
// sides, a removal as much as a change, so neither echoes the other's back.

/** An item the workspace could not take (offline, the server away) is offered again this often. */
const RETRY_MS = 10_000;

/** Makes a kind's book (its module fetched then): the books tell shared-books.ts they were made. */
const MAKERS: Record<ItemKind, () => Promise<unknown>> = {
  presets: () => import("../../entities/run/preset-book.ts").then((module) => module.sharedPresetBook()),
  judgements: () => import("../../entities/judgement/judgement-book.ts").then((module) => module.sharedJudgementBook()),
};

type Sync = ReturnType<typeof syncBook>;
const syncs = new Map<ItemKind, Sync>();
let syncing: AbortSignal | null = null;

/** Syncs each shared book made in this page from now on, until `signal` aborts (once at a time). */
export function syncBooks(signal: AbortSignal) {
  if (syncing === signal || signal.aborted) return;
  syncing = signal;
  const stop = watchBooks((book) => {
    if (!syncs.has(book.kind)) syncs.set(book.kind, syncBook(book));
  });
  signal.addEventListener("abort", () => {
    stop();
    syncs.forEach((sync) => sync.stop());
    syncs.clear();
    syncing = null;
  });
}

/** What the stream says of items (a batch of its `items` events): each kind's book is made if need be, then told. */
export async function heard(data: string): Promise<void> {
  const items = readEach(data, sharedItemSchema);
  for (const kind of new Set(items.map((item) => item.kind))) {
    await MAKERS[kind]();
    await syncs.get(kind)?.heard(items.filter((item) => item.kind === kind));
  }
}

/** One book in step: what the workspace holds is read at once, and every change here is sent. */
function syncBook(book: ItemBook) {
  /** What the workspace holds as far as this page knows, by id: its time, and whether it is there or removed. */
  const held = new Map<string, { at: number; live: boolean }>();
  // One step at a time: a removal is told only once what was heard is stored.
  let queue: Promise<unknown> = book.ready;
  const step = (work: () => Promise<void>) => (queue = queue.then(work).catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function heard(items: readonly SharedItem[]) {
    await book.take(items);
    const times = book.times();
    for (const { id, item, updatedAt } of items)
      // One this version cannot read is not held here: it is not for this page to remove it.
      held.set(id, { at: updatedAt, live: item !== null && times.has(id) });
  }

  async function push() {
    if (stopped) return;
    let failed = false;
    const times = book.times();
    for (const [id, at] of times)
      if (at > (held.get(id)?.at ?? -1)) {
        const sent = await send(book.kind, id, book.value(id), at);
        if (sent) held.set(id, { at, live: sent === "kept" });
        failed ||= !sent;
      }
    for (const [id, { at, live }] of held)
      if (live && !times.has(id)) {
        const removedAt = Math.max(Date.now(), at + 1);
        const sent = await send(book.kind, id, null, removedAt);
        if (sent) held.set(id, { at: removedAt, live: false });
        failed ||= !sent;
      }
    clearTimeout(timer);
    if (failed) timer = setTimeout(() => step(push), RETRY_MS);
  }

  void step(async () => {
    const answer = await fetch(`${WORKSPACE_ITEMS_PATH}${book.kind}`);
    if (answer.ok) await heard(readEach(await answer.text(), sharedItemSchema));
    await push();
  });
  const unsubscribe = book.subscribe(() => void step(push));
  return {
    heard: (items: readonly SharedItem[]) => step(() => heard(items).then(push)),
    stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/** "kept" when the workspace holds it now, "refused" when it will not (not offered again), null when it could not be asked. */
async function send(kind: ItemKind, id: string, item: unknown, updatedAt: number): Promise<"kept" | "refused" | null> {
  try {
    const answer = await fetch(`${WORKSPACE_ITEMS_PATH}${kind}/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ item, updatedAt }),
    });
    if (answer.status >= 500) return null;
    return answer.ok ? "kept" : "refused";
  } catch {
    return null;
  }
}
