import { describe, expect, it } from "vitest";
import { TaskStore } from "./task-store.ts";
import type { SandboxTask } from "./tasks.ts";

const task = (requestId: string, submitMs: number): SandboxTask => ({
  requestId,
  family: "video",
  submitMs,
  taskId: "1",
  fails: false,
  flags: null,
  shape: "landscape",
  delivery: "zip",
});

describe("TaskStore", () => {
  it("drops the oldest tasks past its limit", () => {
    const store = new TaskStore(60_000, () => 0, 3);
    for (const id of ["a", "b", "c", "d"]) store.add(task(id, 0));
    expect(["a", "b", "c", "d"].map((id) => store.has(id))).toEqual([false, true, true, true]);
  });

  it("forgets expired tasks when asked for them, and sweeps them when more arrive", () => {
    let now = 0;
    const store = new TaskStore(1000, () => now);
    store.add(task("old", 0));
    now = 999;
    expect(store.has("old")).toBe(true);
    now = 1000;
    store.add(task("new", now));
    expect(store.size).toBe(1);
    expect(store.get("old")).toBeUndefined();
  });
});
