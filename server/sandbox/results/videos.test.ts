import { existsSync, readFileSync } from "node:fs";
import { isAbsolute } from "node:path";
import { describe, expect, it } from "vitest";
import { VIDEO_CLIPS, clipFor, videoClipPath } from "./videos.ts";

const ascii = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** The top-level ISO-BMFF boxes of a file, as [type, size] in order. */
function topLevelBoxes(bytes: Uint8Array): [string, number][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: [string, number][] = [];
  for (let at = 0; at < bytes.length;) {
    const size = view.getUint32(at);
    if (size < 8) throw new Error(`unexpected box size ${size} at ${at}`); // 0/1 = to-end/64-bit, never written here
    boxes.push([ascii(bytes.subarray(at + 4, at + 8)), size]);
    at += size;
    if (at > bytes.length) throw new Error("box runs past the end of the file");
  }
  return boxes;
}

describe("video clips", () => {
  it("lists three clips", () => {
    expect(VIDEO_CLIPS).toEqual(["clip-1.mp4", "clip-2.mp4", "clip-3.mp4"]);
  });

  it.each([...VIDEO_CLIPS])("%s is a faststart MP4 with an H.264 and an AAC track", (name) => {
    const path = videoClipPath(name);
    expect(path).not.toBeNull();
    const bytes = new Uint8Array(readFileSync(path!));
    expect(ascii(bytes.subarray(4, 8))).toBe("ftyp");
    const types = topLevelBoxes(bytes).map(([type]) => type);
    expect(types).toContain("moov");
    expect(types).toContain("mdat");
    // faststart: the index comes before the media, so playback can start while downloading.
    expect(types.indexOf("moov")).toBeLessThan(types.indexOf("mdat"));
    const text = ascii(bytes);
    expect(text).toContain("avc1");
    expect(text).toContain("mp4a");
  });

  it("are small: all three together under 300 KB", () => {
    const total = VIDEO_CLIPS.reduce((sum, name) => sum + readFileSync(videoClipPath(name)!).length, 0);
    expect(total).toBeLessThan(300 * 1000);
  });

  it("differ from one another", () => {
    const contents = new Set(VIDEO_CLIPS.map((name) => readFileSync(videoClipPath(name)!).toString("base64")));
    expect(contents.size).toBe(VIDEO_CLIPS.length);
  });
});

describe("videoClipPath", () => {
  it("returns an absolute path to an existing file for each listed clip", () => {
    for (const name of VIDEO_CLIPS) {
      const path = videoClipPath(name)!;
      expect(isAbsolute(path)).toBe(true);
      expect(path.endsWith(name)).toBe(true);
      expect(existsSync(path)).toBe(true);
    }
  });

  it.each([
    "../package.json",
    "../../../package.json",
    "clip-1.mp4/../../x",
    "/etc/passwd",
    "",
    "CLIP-1.MP4",
    "README.md",
    "clip-1.mp4 ",
    "toString",
    "constructor",
    "%2e%2e%2fpackage.json",
  ])("refuses %j", (name) => {
    expect(videoClipPath(name)).toBeNull();
  });
});

describe("clipFor", () => {
  it("is deterministic", () => {
    for (const seed of ["task-1", "task-2", "", "ü✓"]) expect(clipFor(seed)).toBe(clipFor(seed));
    // Pinned values: a change of hash would silently reshuffle which clip old tasks show.
    expect(["task-0", "task-1", "task-2", "task-3"].map(clipFor)).toEqual([
      "clip-3.mp4",
      "clip-1.mp4",
      "clip-2.mp4",
      "clip-3.mp4",
    ]);
  });

  it("spreads seeds across all clips", () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const clip = clipFor(`task-${i}`);
      expect(VIDEO_CLIPS).toContain(clip);
      counts.set(clip, (counts.get(clip) ?? 0) + 1);
    }
    expect(counts.size).toBe(VIDEO_CLIPS.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(50); // 100 each if even
  });
});
