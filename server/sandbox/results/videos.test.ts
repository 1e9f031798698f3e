import { existsSync, readFileSync } from "node:fs";
import { isAbsolute } from "node:path";
import { describe, expect, it } from "vitest";
import { dataUriOf, png } from "../../../src/test/make-images.ts";
import { mp4Facts, topLevelBoxes } from "./mp4-facts.testutil.ts";
import { CLIPS_BY_SHAPE, VIDEO_CLIPS, clipFor, clipShapeFor, videoClipPath } from "./videos.ts";

const ascii = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
const clipBytes = (name: string) => new Uint8Array(readFileSync(videoClipPath(name)!));

describe("video clips", () => {
  it("lists three clips, two landscape and one portrait", () => {
    expect(VIDEO_CLIPS).toEqual(["clip-1.mp4", "clip-2.mp4", "clip-3.mp4"]);
    expect(CLIPS_BY_SHAPE).toEqual({ landscape: ["clip-1.mp4", "clip-2.mp4"], portrait: ["clip-3.mp4"] });
  });

  // A frame taken from them must pass MiniMax's image rules (short side over 300 px), as real
  // 720p outputs do; the portrait one is the landscape ones turned.
  it.each([
    ...CLIPS_BY_SHAPE.landscape.map((name) => [name, 640, 360] as const),
    ...CLIPS_BY_SHAPE.portrait.map((name) => [name, 360, 640] as const),
  ])("%s is %i × %i, H.264 Baseline, 2.5 s", (name, width, height) => {
    const facts = mp4Facts(clipBytes(name));
    expect(facts).toMatchObject({ width, height, profile: 66 });
    expect(facts.seconds).toBeCloseTo(2.5, 1);
  });

  it.each([...VIDEO_CLIPS])("%s is a faststart MP4 with an H.264 and an AAC track", (name) => {
    const path = videoClipPath(name);
    expect(path).not.toBeNull();
    const bytes = clipBytes(name);
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

  it("are small: all three together under 600 KB", () => {
    const total = VIDEO_CLIPS.reduce((sum, name) => sum + clipBytes(name).length, 0);
    expect(total).toBeLessThan(600 * 1000);
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
    expect(["task-0", "task-1", "task-2", "task-3"].map((seed) => clipFor(seed))).toEqual([
      "clip-2.mp4",
      "clip-1.mp4",
      "clip-2.mp4",
      "clip-1.mp4",
    ]);
    expect(clipFor("task-0", "portrait")).toBe("clip-3.mp4");
  });

  it.each(["landscape", "portrait"] as const)("spreads seeds across all %s clips", (shape) => {
    const clips = CLIPS_BY_SHAPE[shape];
    const counts = new Map<string, number>();
    for (let i = 0; i < 300; i++) {
      const clip = clipFor(`task-${i}`, shape);
      expect(clips).toContain(clip);
      counts.set(clip, (counts.get(clip) ?? 0) + 1);
    }
    expect(counts.size).toBe(clips.length);
    for (const count of counts.values()) expect(count).toBeGreaterThan(300 / clips.length / 2);
  });
});

describe("clipShapeFor", () => {
  const i2v = (image: string) => ({ model: "minimax/i2v-01-director", first_frame_image: image });
  it("follows a first frame's aspect, as MiniMax's output does", () => {
    expect(clipShapeFor(i2v(dataUriOf("image/png", png(360, 640))))).toBe("portrait");
    expect(clipShapeFor(i2v(dataUriOf("image/png", png(640, 360))))).toBe("landscape");
    expect(clipShapeFor(i2v(dataUriOf("image/png", png(400, 400))))).toBe("landscape");
  });

  it("is landscape where no aspect is known: text only, a subject, an image at a URL", () => {
    expect(clipShapeFor({ model: "minimax/t2v-01-director", prompt: "A fox" })).toBe("landscape");
    expect(clipShapeFor(i2v("https://example.com/tall.png"))).toBe("landscape");
    const face = dataUriOf("image/png", png(360, 640));
    expect(
      clipShapeFor({ model: "minimax/s2v-01", prompt: "x", subject_reference: [{ type: "character", image: [face] }] }),
    ).toBe("landscape");
  });
});
