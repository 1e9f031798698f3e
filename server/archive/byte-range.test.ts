import { describe, expect, it } from "vitest";
import { contentDisposition } from "./archive-routes.ts";
import { rangeOf } from "./byte-range.ts";

// What the archive's file route makes of a Range header and of a file's name (its answers over
// HTTP are archive-routes.test.ts's).

describe("a Range header against a file of 100 bytes", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["items=0-9", null],
    ["bytes=0-1,5-6", null],
    ["bytes=0-9", { start: 0, end: 9 }],
    ["bytes=90-", { start: 90, end: 99 }],
    ["bytes=90-500", { start: 90, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    [" BYTES=5-5 ", { start: 5, end: 5 }],
    ["bytes=100-", "unsatisfiable"],
    ["bytes=9-2", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=-", "unsatisfiable"],
    ["bytes=a-b", "unsatisfiable"],
    ["bytes=1234567890123456789-", "unsatisfiable"],
  ])("%j asks for %j", (header, range) => {
    expect(rangeOf(header, 100)).toEqual(range);
  });

  it("finds nothing to send in an empty file", () => {
    expect(rangeOf("bytes=0-", 0)).toBe("unsatisfiable");
    expect(rangeOf("bytes=-5", 0)).toBe("unsatisfiable");
  });
});

describe("a copy's Content-Disposition", () => {
  it("names the file in ASCII and in UTF-8, with nothing that breaks the header", () => {
    expect(contentDisposition("inline", "clip.mp4")).toBe(`inline; filename="clip.mp4"; filename*=UTF-8''clip.mp4`);
    expect(contentDisposition("attachment", `vidéo "1"\r\nSet-Cookie: a/b\\c's.mp4`)).toBe(
      `attachment; filename="vid_o _1___Set-Cookie: a_b_c's.mp4"; ` +
        `filename*=UTF-8''vid%C3%A9o%20%221%22%0D%0ASet-Cookie%3A%20a%2Fb%5Cc%27s.mp4`,
    );
  });
});
