import { describe, expect, it } from "vitest";
import { checkGenerationBody } from "./request.ts";
import { catalogEntry } from "./models.ts";
import { dataUriOf, png } from "../test/make-images.ts";

const HAILUO = "minimax/hailuo-02";
const FIRST = "https://x.test/first.png";
const check = (params: Record<string, unknown>, model = HAILUO) =>
  checkGenerationBody({ model, prompt: "A fox", first_frame_image: FIRST, ...params });

describe("a catalog model's parameters (MiniMax-Hailuo-02)", () => {
  it("declares duration 6|10, resolution 512P|768P|1080P (768P by default) and a last frame, all unconfirmed on the router", () => {
    const specs = catalogEntry(HAILUO)?.params?.specs;
    expect(specs?.duration).toMatchObject({ kind: "choice", values: [6, 10], fallback: 6 });
    expect(specs?.resolution).toMatchObject({ kind: "choice", values: ["512P", "768P", "1080P"], fallback: "768P" });
    expect(specs?.last_frame_image?.kind).toBe("image");
    expect(Object.values(specs ?? {}).every((spec) => !spec.evidence.confirmed)).toBe(true);
  });

  it.each([
    [{}],
    [{ duration: 6, resolution: "1080P" }],
    [{ duration: 10, resolution: "768P" }],
    [{ duration: 10, resolution: "512P" }],
    // The default resolution (768P) takes 10 s.
    [{ duration: 10 }],
    [{ resolution: "1080P", last_frame_image: "https://x.test/last.png" }],
    [{ last_frame_image: "https://x.test/last.png" }],
  ])("takes %j", (params) => {
    expect(check(params)).toMatchObject({ ok: true });
  });

  it.each([
    [
      { duration: 10, resolution: "1080P" },
      "resolution",
      /resolution "1080P" does not go with duration 10.*"512P", "768P"/,
    ],
    [
      { resolution: "512P", last_frame_image: "https://x.test/last.png" },
      "resolution",
      /does not go with last_frame_image/,
    ],
    [{ duration: 7 }, "duration", /duration must be one of 6, 10/],
    [{ duration: "6" }, "duration", /duration must be one of 6, 10/],
    [{ resolution: "720P" }, "resolution", /resolution must be one of "512P", "768P", "1080P"/],
    [{ last_frame_image: "ftp://x.test/a.png" }, "last_frame_image", /last_frame_image must be an http\(s\) URL/],
    [{ last_frame_image: dataUriOf("image/png", png(200, 200)) }, "last_frame_image", /short side of 200 px/],
  ])("refuses %j at %s, as the vendor would", (params, param, message) => {
    const found = check(params);
    expect(found).toMatchObject({ ok: false, param, code: "invalid_parameter_value" });
    expect(found.ok || found.message).toMatch(message);
  });

  it("leaves a parameter a model does not declare, and a model the catalog does not know, to the service", () => {
    expect(check({ duration: 10, resolution: "1080P" }, "minimax/i2v-01-director")).toMatchObject({ ok: true });
    expect(check({ duration: 10, resolution: "1080P" }, "minimax/hailuo-2.3")).toMatchObject({ ok: true });
  });
});
