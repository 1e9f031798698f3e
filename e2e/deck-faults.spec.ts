import { expect, test, type APIRequestContext } from "./support/test.ts";
import { openDeck, progressBar, queriesFor, statusBadge, submitVideo, taskCard } from "./support/deck.ts";
import { armFault, escapeRegExp, uniqueMarker, type Fault } from "./support/sandbox.ts";
import { SANDBOX_FAULTS_PATH } from "../src/contract/server-paths.ts";

// Failed checks back off (2 s, then 4 s with a 1 s base) before the task can complete.
test.setTimeout(60_000);
const RECOVERS = { timeout: 30_000 };

async function armedFor(request: APIRequestContext, match: string): Promise<Fault[]> {
  const response = await request.get(SANDBOX_FAULTS_PATH);
  const { faults } = (await response.json()) as { faults: Fault[] };
  return faults.filter((fault) => fault.match === match);
}

test.describe("deck: failed checks", () => {
  for (const { kind, words } of [
    { kind: "http500", words: "HTTP 500" },
    { kind: "malformed-json", words: "an unreadable answer" },
  ] as const) {
    test(`two checks answered with ${words} show a retrying note, then the task completes`, async ({
      page,
      request,
    }) => {
      const marker = uniqueMarker(test.info());
      await openDeck(page);
      const requestId = await submitVideo(page, `Rain on a tin roof at dusk ${marker}`);
      // Aimed at this task's queries only: the URL of a query holds its request_id.
      await armFault(request, { kind, on: "query", count: 2, match: requestId });
      const card = taskCard(page, marker);

      const note = card.getByText(
        new RegExp(`^Last updated \\d+ s ago — ${escapeRegExp(`The last check got ${words}. Retrying…`)}$`),
      );
      await expect(note).toBeVisible(RECOVERS);
      // The last good record stays on screen meanwhile.
      await expect(statusBadge(card)).not.toHaveText("Completed");

      await expect(statusBadge(card)).toHaveText("Completed", RECOVERS);
      await expect(progressBar(card)).toHaveCount(0);
      await expect(card.getByText(/The last check got/)).toHaveCount(0);
      await expect(card.getByLabel("Result video 1")).toBeVisible();

      // Both faulty answers were spent on this task's checks, and a good one followed.
      expect(await armedFor(request, requestId)).toEqual([]);
      const statuses = (await queriesFor(request, requestId)).map((entry) => entry.status);
      if (kind === "http500") {
        const first = statuses.indexOf(500);
        expect(statuses.slice(first, first + 3), statuses.join(",")).toEqual([500, 500, 200]);
        expect(statuses.filter((status) => status === 500)).toHaveLength(2);
      } else {
        // A cut-off body still comes with 200: at least the two broken answers and a good one.
        expect(statuses.length, statuses.join(",")).toBeGreaterThanOrEqual(3);
      }
    });
  }
});
