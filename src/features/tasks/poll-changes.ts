import { changePageSchema, WORKSPACE_CHANGES_PATH } from "../../contract/change-events.ts";

// The workspace's stream read as pages, for a page whose stream does not come through (a proxy
// that holds it back or refuses it): loaded only then. Each page's events are taken in order, as
// the stream's would be; the next page is asked for at once while more wait, else a second later.

/** How often a page asks when nothing more waits: a change shows on another device within about this. */
const POLL_MS = 1_000;
/** And after a failed ask (the server away). */
const RETRY_MS = 5_000;

/**
 * Reads the changes after `since` until closed: `take` stores each batch (false when it could not,
 * which stops the reading: the feed opens again from what it stored); `onReach` is told whether
 * the server answers.
 */
export function pollChanges(
  since: number,
  take: (name: string, data: string, id: string) => Promise<boolean>,
  onReach: (reached: boolean) => void,
): { close(): void } {
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ask = async () => {
    let wait = POLL_MS;
    try {
      const answer = await fetch(`${WORKSPACE_CHANGES_PATH}?since=${since}`, { cache: "no-store" });
      const page = answer.ok ? changePageSchema.safeParse(await answer.json()).data : undefined;
      onReach(page !== undefined);
      if (!page) wait = RETRY_MS;
      for (const { event, data, id } of page?.events ?? []) {
        if (closed || !(await take(event, data, id))) return;
        since = Number(id);
      }
      if (page?.more) wait = 0;
    } catch {
      onReach(false);
      wait = RETRY_MS;
    }
    if (!closed) timer = setTimeout(() => void ask(), wait);
  };
  void ask();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
