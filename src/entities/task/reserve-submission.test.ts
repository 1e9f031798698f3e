import { describe, expect, it } from "vitest";
import { ledgerTabs } from "../../test/ledger-tabs.ts";
import { database } from "../../lib/db.ts";
import { newDeckEntry } from "../../lib/deck-entry.ts";
import { reserveSubmission } from "./reserve-submission.ts";

const body = { model: "minimax/t2v-01-director", prompt: "Two tabs, one click each" };
const submission = (id: string, submittedAt = Date.now()) =>
  newDeckEntry({ id, mode: "video", baseUrl: "", body, submittedAt });

const tab = ledgerTabs();

describe("reserveSubmission", () => {
  it("stores one of two identical submissions made at the same instant in two tabs, and names it to the other", async () => {
    const [a, b] = [await tab(), await tab()];
    const [first, second] = await Promise.all([
      reserveSubmission(a, submission("from-a")),
      reserveSubmission(b, submission("from-b")),
    ]);
    const stored = await (await database()).getAllKeys("tasks");
    expect(stored).toHaveLength(1);
    const told = [first, second].map((result) => result.duplicate?.id ?? null);
    expect(told.filter((id) => id === null)).toHaveLength(1);
    expect(told).toContain(stored[0]);
  });

  it("stores a confirmed duplicate, and a body sent long enough ago is no duplicate", async () => {
    const ledger = await tab();
    await reserveSubmission(ledger, submission("old", Date.now() - 3 * 60_000));
    expect((await reserveSubmission(ledger, submission("new"))).duplicate).toBeNull();
    expect((await reserveSubmission(ledger, submission("again"))).duplicate?.id).toBe("new");
    expect((await reserveSubmission(ledger, submission("again"), { allowDuplicate: true })).duplicate).toBeNull();
    expect(ledger.list().map((entry) => entry.id)).toEqual(expect.arrayContaining(["old", "new", "again"]));
  });
});
