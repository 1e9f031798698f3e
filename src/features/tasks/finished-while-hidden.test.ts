import { describe, expect, it } from "vitest";
import { makeEntry, record } from "../../test/deck-entries.ts";
import { followedIds, newlyFinished, notificationOf, titleWithCount } from "./finished-while-hidden.ts";

const task = (id: string, status: string, prompt = "A cat on a boat") =>
  makeEntry({
    id,
    state: "accepted",
    requestId: `r-${id}`,
    body: { model: "minimax/t2v-01-director", prompt },
    record: record({ request_id: `r-${id}`, status }),
  });

describe("tasks finished while the tab was hidden", () => {
  it("are the ones followed at the last look that are final now", () => {
    const before = followedIds([task("a", "IN_PROGRESS"), task("b", "QUEUED"), task("c", "COMPLETED")]);
    expect([...before].sort()).toEqual(["a", "b"]);
    const now = [task("a", "COMPLETED"), task("b", "IN_PROGRESS"), task("c", "COMPLETED"), task("d", "FAILED")];
    expect(newlyFinished(before, now).map((entry) => entry.id)).toEqual(["a"]);
    expect(newlyFinished(before, [task("a", "FAILED"), task("b", "COMPLETED")]).map((e) => e.id)).toEqual(["a", "b"]);
  });

  it("are counted in the title, which is bare again at zero", () => {
    expect(titleWithCount("Taskdeck", 2)).toBe("(2) Taskdeck");
    expect(titleWithCount("(2) Taskdeck", 3)).toBe("(3) Taskdeck");
    expect(titleWithCount("(3) Taskdeck", 0)).toBe("Taskdeck");
  });

  it("are named in a notification by status, kind, model and the prompt's start, one per task", () => {
    const long = "word ".repeat(60);
    const note = notificationOf(task("a", "COMPLETED", long));
    expect(note.title).toBe("Completed: Video · minimax/t2v-01-director");
    expect(note.body).toHaveLength(120);
    expect(note.body.endsWith("…")).toBe(true);
    expect(note.tag).toBe("taskdeck-a");
  });
});
