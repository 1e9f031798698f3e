import { describe, expect, it } from "vitest";
import { keptFileOf, keptHeaders, keptSummary, type KeptFile } from "./kept-files.ts";

// Cache Storage is not in jsdom: the browser journey (e2e/deck-keep) keeps and plays for real;
// here, what a stored copy says about itself and how the deck adds copies up.

describe("kept copies", () => {
  it("carry their task, size, time and type in their stored headers, and read them back", () => {
    const file = { requestId: "r1", size: 1234, keptAt: 1_790_000_000_000, type: "video/mp4" };
    const headers = keptHeaders(file);
    expect(headers.get("content-type")).toBe("video/mp4");
    expect(headers.get("content-length")).toBe("1234");
    expect(keptFileOf("https://files.test/r1/video.mp4", headers)).toEqual({
      url: "https://files.test/r1/video.mp4",
      ...file,
    });
    expect(keptHeaders({ ...file, type: "" }).get("content-type")).toBe("application/octet-stream");
  });

  it("ignore what this app did not store", () => {
    expect(keptFileOf("https://x.test/a", new Headers({ "content-type": "video/mp4" }))).toBeNull();
    const bad = keptHeaders({ requestId: "r1", size: 1, keptAt: 1, type: "" });
    bad.set("x-taskdeck-size", "lots");
    expect(keptFileOf("https://x.test/a", bad)).toBeNull();
  });

  it("add up a task's copies: only its own URLs count", () => {
    const files: KeptFile[] = [
      { url: "https://f.test/1/a.mp4", requestId: "1", size: 100, keptAt: 0, type: "" },
      { url: "https://f.test/1/b.mp4", requestId: "1", size: 50, keptAt: 0, type: "" },
      { url: "https://f.test/2/a.mp4", requestId: "2", size: 7, keptAt: 0, type: "" },
    ];
    expect(keptSummary(files, ["https://f.test/1/a.mp4", "https://f.test/1/b.mp4", "https://f.test/1/c.mp4"])).toEqual({
      count: 2,
      bytes: 150,
    });
    expect(keptSummary(files, [])).toEqual({ count: 0, bytes: 0 });
  });
});
