import { beforeEach, describe, expect, it } from "vitest";
import { RUN_PACE_DEFAULTS } from "../contract/run-pace.ts";
import { loadRunPace, saveRunPace } from "./run-pace-setting.ts";

beforeEach(() => localStorage.clear());

describe("run pace storage", () => {
  it("starts at 2 at once and 30 a minute, keeps what is saved, and reads a bad value as its default", () => {
    expect(loadRunPace()).toEqual({ tasksAtOnce: 2, submissionsPerMinute: 30 });
    saveRunPace({ tasksAtOnce: 10, submissionsPerMinute: 5 });
    expect(loadRunPace()).toEqual({ tasksAtOnce: 10, submissionsPerMinute: 5 });
    localStorage.setItem("taskdeck.runPace", JSON.stringify({ tasksAtOnce: 11, submissionsPerMinute: 2.5 }));
    expect(loadRunPace()).toEqual(RUN_PACE_DEFAULTS);
    localStorage.setItem("taskdeck.runPace", "{");
    expect(loadRunPace()).toEqual(RUN_PACE_DEFAULTS);
  });
});
