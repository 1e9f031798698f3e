import { describe, expect, it } from "vitest";
import { frameFileName } from "./frame-name.ts";

describe("frameFileName", () => {
  it("names a frame after its task and time", () => {
    expect(frameFileName("20250829155118560120000jnBOAS1q", "video.mp4", 1.2)).toBe(
      "20250829155118560120000jnBOAS1q at 1.2 s.png",
    );
    expect(frameFileName("r1", "video.mp4", 0)).toBe("r1 at 0 s.png");
    expect(frameFileName("r1", "video.mp4", 0.5)).toBe("r1 at 0.5 s.png");
    expect(frameFileName("r1", "video.mp4", 2.4999)).toBe("r1 at 2.5 s.png");
    expect(frameFileName("r1", "video.mp4", 1.234)).toBe("r1 at 1.23 s.png");
  });

  it("stands the video's name in for a task without a request id", () => {
    expect(frameFileName(null, "clip.mp4", 2)).toBe("clip at 2 s.png");
  });

  it("keeps characters file systems refuse out of the name", () => {
    expect(frameFileName('a/b\\c:d*?"<>|\u0001', "video.mp4", 1)).toBe("a-b-c-d------- at 1 s.png");
  });
});
