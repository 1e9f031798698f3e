import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { MODELS } from "../../contract/models.ts";
import { activateLocale } from "../../i18n/catalogs.ts";
import { modelLabel } from "./model-labels.ts";

afterEach(() => activateLocale("en"));

describe("modelLabel", () => {
  it("words every catalog model, in English and in Chinese", async () => {
    const english = MODELS.map((entry) => modelLabel(i18n, entry.id));
    expect(english).toEqual([
      "Text-to-video, director",
      "Image-to-video, director",
      "Image-to-video, live",
      "Subject-reference video",
      "Image-to-video, Hailuo-02",
      "Seed3D 1.0 image-to-3D",
      "Seed3D 2.0 image-to-3D",
    ]);
    await activateLocale("zh-CN");
    expect(MODELS.map((entry) => modelLabel(i18n, entry.id))).toEqual([
      "文生视频，导演版",
      "图生视频，导演版",
      "图生视频，Live 版",
      "主体参考视频",
      "图生视频，Hailuo-02",
      "Seed3D 1.0 图生 3D",
      "Seed3D 2.0 图生 3D",
    ]);
  });

  it("names a model it has no words for by its id", () => {
    expect(modelLabel(i18n, "vendor/new-model")).toBe("vendor/new-model");
  });
});
