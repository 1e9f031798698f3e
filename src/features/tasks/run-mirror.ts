import { sharedRunSchema } from "../../contract/shared-run.ts";
import { sharedRunBook } from "../../entities/run/run-book.ts";
import { readEach } from "../../lib/read-each.ts";

/** What the stream says of runs (a batch of its `runs` events), stored as it says it (RunStore.mirror). */
export async function heard(data: string): Promise<void> {
  const book = sharedRunBook();
  await book.ready;
  await book.mirror(readEach(data, sharedRunSchema));
}
