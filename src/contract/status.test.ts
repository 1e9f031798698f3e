import { describe, expect, it } from "vitest";
import { TASK_STATUSES, isKnownStatus, isTerminalStatus } from "./status.ts";

describe("statuses", () => {
  it("lists the ten documented statuses", () => {
    expect(TASK_STATUSES).toHaveLength(10);
    expect(new Set(TASK_STATUSES).size).toBe(10);
  });

  it("treats exactly COMPLETED, FAILED, CANCELLED and TIMEOUT as final", () => {
    expect(TASK_STATUSES.filter(isTerminalStatus)).toEqual(["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT"]);
  });

  it("does not treat an unknown string as final or known", () => {
    expect(isTerminalStatus("DONE")).toBe(false);
    expect(isKnownStatus("DONE")).toBe(false);
    expect(isKnownStatus("UNKNOWN")).toBe(true);
  });
});
