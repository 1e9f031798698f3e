import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DeckProvider } from "../../entities/task/ledger-context.tsx";
import { Ledger } from "../../entities/task/ledger.ts";
import { loadVerdictBook } from "../../entities/verdict/use-verdict-book.ts";
import { QUEUES_KEY } from "../../lib/queue-store.ts";
import { makeEntry } from "../../test/deck-entries.ts";
import { useQueuesRefresh } from "./use-queues-refresh.ts";

// The queues' pane asks again soon after a verdict changes anywhere (issue 28), not only at its
// 5 s round: here the "server" is a count of the times the queues were asked for.

const asked = { count: 0 };
const askQueues = () => ++asked.count;

function Pane() {
  useQuery({ queryKey: QUEUES_KEY, queryFn: askQueues });
  useQueuesRefresh();
  return null;
}

function mount(ledger: Ledger) {
  function Root() {
    const [client] = useState(() => new QueryClient());
    return (
      <QueryClientProvider client={client}>
        <DeckProvider ledger={ledger}>
          <Pane />
        </DeckProvider>
      </QueryClientProvider>
    );
  }
  return render(<Root />);
}

describe("the queues' refresh", () => {
  it("asks once more after another person's verdict reaches the deck, and after this person's own", async () => {
    const ledger = new Ledger();
    await ledger.ready;
    mount(ledger);
    // Its first answer, and the verdict book's first reading, settle first.
    await waitFor(() => expect(asked.count).toBeGreaterThanOrEqual(1));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const settled = asked.count;

    const entry = makeEntry({ reviews: [{ by: "ana@example.test", outcome: "pass", rating: null }] });
    await act(() => ledger.putMany([entry]));
    await waitFor(() => expect(asked.count).toBe(settled + 1), { timeout: 1_000 });

    const book = await loadVerdictBook();
    await act(() => book.update(entry.id, { outcome: "fail" }));
    await waitFor(() => expect(asked.count).toBe(settled + 2), { timeout: 1_000 });
  });
});
