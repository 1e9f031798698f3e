import { describe, expect, it } from "vitest";
import { DUPLICATE_WINDOW_MS } from "../contract/duplicate-guard.ts";
import { newDeckEntry, recentDuplicate, type DeckEntry } from "./deck-entry.ts";

const entry = (patch: Partial<DeckEntry>): DeckEntry =>
  newDeckEntry({
    id: "a",
    mode: "video",
    baseUrl: "",
    body: { prompt: "x" },
    submittedAt: 1_000_000,
    state: "accepted",
    requestId: "r",
    ...patch,
  });

describe("recentDuplicate", () => {
  const now = 1_000_000 + 30_000;
  it.each([
    ["accepted", true],
    ["sending", true],
    ["unknown", true],
    ["failed", true],
    ["refused", false],
  ] as const)("counts an identical %s submission: %s", (state, counts) => {
    expect(recentDuplicate([entry({ state })], '{"prompt":"x"}', now) !== null).toBe(counts);
  });

  it("ignores other bodies and anything older than two minutes", () => {
    expect(recentDuplicate([entry({})], '{"prompt":"y"}', now)).toBeNull();
    expect(recentDuplicate([entry({})], '{"prompt":"x"}', 1_000_000 + DUPLICATE_WINDOW_MS)).toBeNull();
    expect(recentDuplicate([entry({})], '{"prompt":"x"}', 1_000_000 + DUPLICATE_WINDOW_MS - 1)).not.toBeNull();
  });
});
