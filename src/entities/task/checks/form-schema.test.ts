import { afterEach, describe, expect, it } from "vitest";
import { EXTRA_FIELDS_BOUNDS } from "../../../contract/body-limits.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { formatNumber } from "../../../lib/format-number.ts";
import { threeDFormSchema, videoFormSchema } from "./form-schema.ts";
import { EMPTY_3D, EMPTY_VIDEO } from "../form-values.ts";
import { dataUriOf, png } from "../../../test/make-images.ts";

const PNG = dataUriOf("image/png", png(640, 360));

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe("video form schema", () => {
  it("accepts a text-to-video request", () => {
    expect(videoFormSchema.safeParse({ ...EMPTY_VIDEO, prompt: "A fox" }).success).toBe(true);
  });

  it.each([
    [{ prompt: "" }, "prompt", /Write a prompt/],
    [{ prompt: "x".repeat(2001) }, "prompt", /2,001 characters: shorten it to 2,000/],
    [{ model: "" }, "model", /Choose a model/],
    [{ model: "sora" }, "model", /vendor\/model-name/],
    [{ model: "bytedance/doubao-seed3d-1.0", prompt: "x" }, "model", /MiniMax video model/],
    [{ model: "minimax/i2v-01-director" }, "first_frame_image", /Add a first-frame image/],
    [{ model: "minimax/i2v-01-director", first_frame_image: "ftp://x" }, "first_frame_image", /http\(s\) URL/],
    [
      { model: "minimax/i2v-01-director", first_frame_image: "data:image/png;base64,@@" },
      "first_frame_image",
      /complete base64 image data URI/,
    ],
    [{ model: "minimax/s2v-01", prompt: "x" }, "subject_reference", /Add a subject image/],
    [{ prompt: "x", extra: "{" }, "extra", /not valid JSON/],
    [
      { prompt: "x", extra: '{"callback_url": "javascript:alert(1)"}' },
      "extra",
      /callback_url must be an http\(s\) URL/,
    ],
  ])("puts the problem with %j at %s", (patch, field, message) => {
    const found = issues(videoFormSchema.safeParse({ ...EMPTY_VIDEO, ...patch }));
    expect(found[field]).toMatch(message);
  });

  it("holds the extra fields to their share of a body, so none it builds is refused for its size", () => {
    const { bytes, items, depth } = EXTRA_FIELDS_BOUNDS;
    const extraIssue = (extra: string) =>
      issues(videoFormSchema.safeParse({ ...EMPTY_VIDEO, prompt: "x", extra })).extra;
    // {"notes":"…"} is 12 bytes besides the notes.
    expect(extraIssue(JSON.stringify({ notes: "x".repeat(bytes - 12) }))).toBeUndefined();
    expect(extraIssue(JSON.stringify({ notes: "x".repeat(bytes - 11) }))).toMatch(/a request has room for/);
    // The object, its key and the list are three items besides the list's own.
    expect(extraIssue(JSON.stringify({ list: Array(items - 3).fill(0) }))).toBeUndefined();
    expect(extraIssue(JSON.stringify({ list: Array(items - 2).fill(0) }))).toMatch(
      `more than ${formatNumber(items)} keys and values`,
    );
    const nested = (levels: number) => `{"a":${"[".repeat(levels)}${"]".repeat(levels)}}`;
    expect(extraIssue(nested(depth - 1))).toBeUndefined();
    expect(extraIssue(nested(depth))).toMatch(`nest more than ${depth} levels`);
  });

  it("accepts an image-to-video from a data URI", () => {
    expect(
      videoFormSchema.safeParse({ ...EMPTY_VIDEO, model: "minimax/i2v-01-live", first_frame_image: PNG }).success,
    ).toBe(true);
  });
});

describe("3D form schema", () => {
  it("accepts the default flags with an image", () => {
    expect(threeDFormSchema.safeParse({ ...EMPTY_3D, image: "https://example.com/a.png" }).success).toBe(true);
  });

  it.each([
    [{ image: "" }, "image", /Add a source image/],
    [{ image: PNG, prompt: "--fileformat fbx" }, "prompt", /cannot be "fbx"/],
    [{ image: PNG, prompt: "--fileformat glb --fileformat obj" }, "prompt", /more than once/],
    [{ image: PNG, model: "minimax/t2v-01" }, "model", /Seed3D model/],
  ])("puts the problem with %j at %s", (patch, field, message) => {
    expect(issues(threeDFormSchema.safeParse({ ...EMPTY_3D, ...patch }))[field]).toMatch(message);
  });

  it("words a flag problem in the language of the moment it checks", async () => {
    await activateLocale("zh-CN");
    const found = issues(threeDFormSchema.safeParse({ ...EMPTY_3D, image: PNG, prompt: "--ff fbx" }));
    expect(found["prompt"]).toBe("--ff 不能是“fbx”：请使用 glb, obj, usd, usdz");
  });
});

afterEach(() => activateLocale("en"));
