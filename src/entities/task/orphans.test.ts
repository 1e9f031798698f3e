import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ledgerTabs } from "../../test/ledger-tabs.ts";
import { freshEntry as entry } from "../../test/deck-entries.ts";
import { markOrphans } from "./orphans.ts";

const tab = ledgerTabs();

describe("markOrphans", () => {
  it("marks a submission left sending by a closed page as outcome unknown, but not a fresh one", async () => {
    const first = await tab();
    await first.add(entry({ id: "orphan", submittedAt: Date.now() - 7 * 60_000 }));
    // Five minutes is still within the longest answer time-out a user may set.
    await first.add(entry({ id: "waiting", submittedAt: Date.now() - 5 * 60_000 }));
    await first.add(entry({ id: "fresh", submittedAt: Date.now() }));
    const reloaded = await tab();
    markOrphans(reloaded, reloaded.list());
    await waitFor(() =>
      expect(reloaded.get("orphan")).toMatchObject({
        state: "unknown",
        error: expect.stringMatching(/may or may not exist/),
        // The facts too, so the card words it in the language shown (and a reload reads them back).
        failure: expect.objectContaining({ kind: "orphaned" }),
      }),
    );
    expect((await tab()).get("orphan")?.failure?.kind).toBe("orphaned");
    expect(reloaded.get("fresh")?.state).toBe("sending");
    expect(reloaded.get("waiting")?.state).toBe("sending");
  });

  it("leaves one whose answer came meanwhile as it is", async () => {
    const first = await tab();
    await first.add(entry({ id: "late", submittedAt: Date.now() - 7 * 60_000 }));
    const seen = first.list();
    // Another tab's answer arrives between the look and the mark.
    await (await tab()).update("late", { state: "accepted", requestId: "r1" });
    markOrphans(first, seen);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await tab()).get("late")).toMatchObject({ state: "accepted", requestId: "r1" });
  });
});
