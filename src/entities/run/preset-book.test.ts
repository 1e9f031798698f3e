import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { database } from "../../lib/db.ts";
import { makePreset } from "../../test/runs.ts";
import { storeTabs } from "../../test/store-tabs.ts";
import { PresetBook } from "./preset-book.ts";

const tab = storeTabs("presets", () => new PresetBook());

describe("PresetBook", () => {
  it("keeps presets by name for the next visit, skipping a stored one that no longer reads", async () => {
    await (await database()).put("presets", { id: "odd", name: "Broken", plan: { family: "sound" } }, "odd");
    const book = await tab();
    await book.save(makePreset("b", "Zoom tests"));
    await book.save(makePreset("a", "Camera tests"));
    const reloaded = await tab();
    expect(reloaded.list().map((p) => p.name)).toEqual(["Camera tests", "Zoom tests"]);
    expect(await (await database()).get("presets", "odd")).toMatchObject({ name: "Broken" });
  });

  it("replaces a preset of the same id, removes one, and another tab hears both", async () => {
    const here = await tab();
    const there = await tab();
    await here.save(makePreset("a", "Camera tests"));
    await here.save(makePreset("a", "Camera tests, again", 2));
    await waitFor(() => expect(there.list().map((p) => p.name)).toEqual(["Camera tests, again"]));
    await here.remove("a");
    expect(here.list()).toEqual([]);
    await waitFor(() => expect(there.list()).toEqual([]));
  });

  it("reads a video preset stored under an older version's names as today's values", async () => {
    const old = {
      id: "old",
      name: "Old names",
      plan: {
        family: "video",
        base: {
          model: "minimax/i2v-01-live",
          prompt: "A fox",
          promptOptimizer: false,
          firstFrameImage: "https://x.test/a.png",
        },
        axes: [],
        repeats: 1,
      },
      savedAt: 1,
    };
    await (await database()).put("presets", old, "old");
    const [loaded] = (await tab()).list();
    expect(loaded?.plan.base).toMatchObject({
      model: "minimax/i2v-01-live",
      prompt_optimizer: false,
      first_frame_image: "https://x.test/a.png",
      duration: "",
    });
  });
});
