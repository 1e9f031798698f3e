import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useDeck } from "../../entities/task/ledger-context.tsx";
import { useVerdictBook } from "../../entities/verdict/use-verdict-book.ts";
import { QUEUES_KEY } from "../../lib/queue-store.ts";

/** A burst of changes (a page of tasks from the stream) asks for the queues once. */
const SETTLE_MS = 300;

/**
 * Asks for the queues again soon after a verdict changes anywhere: this person's (the verdict
 * book), or another's, heard on the workspace's stream into the deck's store. A queue's counts
 * then move within about a second of a judgement, not at the pane's next 5 s round.
 */
export function useQueuesRefresh(): void {
  const queryClient = useQueryClient();
  const deck = useDeck();
  const { version } = useVerdictBook();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const soon = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: QUEUES_KEY, exact: true });
      }, SETTLE_MS);
    };
    const stop = deck.subscribe(soon);
    if (version >= 0) soon();
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [deck, queryClient, version]);
}
