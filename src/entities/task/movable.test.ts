import { describe, expect, it } from "vitest";
import { newDeckEntry, type DeckEntry } from "../../lib/deck-entry.ts";
import { movable } from "./movable.ts";

const entry = (fields: Partial<DeckEntry>) =>
  ({
    ...newDeckEntry({ id: "entry-0001", mode: "video", baseUrl: "", body: {}, submittedAt: 1 }),
    ...fields,
  }) as DeckEntry;

describe("movable: what this browser offers to move into its workspace", () => {
  it("offers its own tasks of this server: made by the service, or of unknown outcome", () => {
    expect(movable(entry({ state: "accepted", requestId: "req-1" }))).toBe(true);
    expect(movable(entry({ state: "unknown" }))).toBe(true);
  });

  it("leaves what the workspace holds, what made no task, and another service's tasks", () => {
    expect(movable(entry({ state: "accepted", requestId: "req-1", inWorkspace: true }))).toBe(false);
    expect(movable(entry({ state: "accepted", requestId: "req-1", fromWorkspace: true }))).toBe(false);
    expect(movable(entry({ state: "refused" }))).toBe(false);
    expect(movable(entry({ state: "sending" }))).toBe(false);
    expect(movable(entry({ state: "accepted", requestId: "req-1", baseUrl: "https://api.example" }))).toBe(false);
  });
});
