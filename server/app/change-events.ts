import type { ChangeEvent } from "../../src/contract/change-events.ts";
import type { SharedChange } from "../workspace/shared-changes.ts";

/** A batch of events stops growing past this many bytes: bodies may hold images. */
const BATCH_BYTES = 512 * 1024;

/**
 * Events of tasks (`tasks`), runs (`runs`) and shared items (`items`), in the order of their
 * changes: each up to BATCH_BYTES (one change at least) and of one kind, its id the last one's
 * change number.
 */
export function* batches(
  changes: readonly SharedChange[],
  localized: (text: string) => string,
): Generator<ChangeEvent> {
  let texts: string[] = [];
  let bytes = 0;
  const kind = (change: SharedChange) => ("task" in change ? "tasks" : "run" in change ? "runs" : "items");
  const body = (change: SharedChange) => ("task" in change ? change.task : "run" in change ? change.run : change.item);
  for (const [i, change] of changes.entries()) {
    const text = localized(JSON.stringify(body(change)));
    texts.push(text);
    bytes += text.length;
    const next = changes[i + 1];
    if (bytes < BATCH_BYTES && next && kind(next) === kind(change)) continue;
    yield { event: kind(change), id: String(change.change), data: `[${texts.join(",")}]` };
    texts = [];
    bytes = 0;
  }
}
