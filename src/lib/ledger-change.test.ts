import { describe, expect, it } from "vitest";
import { freshEntry as entry, statusRecord as record } from "../test/deck-entries.ts";
import { applyChange } from "./ledger-change.ts";

describe("applyChange", () => {
  it("takes a newer record", () => {
    const current = entry({ record: record("QUEUED"), updatedAt: 10 });
    expect(applyChange(current, { record: record("IN_PROGRESS", "40%"), updatedAt: 20 }).record?.status).toBe(
      "IN_PROGRESS",
    );
  });

  it("ignores a record older than the one held", () => {
    const current = entry({ record: record("IN_PROGRESS", "40%"), updatedAt: 20 });
    const merged = applyChange(current, { record: record("QUEUED"), updatedAt: 10 });
    expect(merged.record?.status).toBe("IN_PROGRESS");
    expect(merged.updatedAt).toBe(20);
  });

  it("never moves a final status back to a running one", () => {
    const current = entry({ record: record("COMPLETED", "100%"), updatedAt: 20 });
    expect(applyChange(current, { record: record("IN_PROGRESS"), updatedAt: 30 }).record?.status).toBe("COMPLETED");
  });

  it("keeps a forgotten task forgotten, and its id", () => {
    expect(applyChange(entry({ gone: true }), { gone: false, id: "other" })).toMatchObject({ gone: true, id: "e1" });
  });
});
