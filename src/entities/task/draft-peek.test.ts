import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL } from "../../contract/models.ts";
import { EMPTY_3D } from "./form-values.ts";
import { peekDraft, peekMode, withPeeked } from "./draft-peek.ts";

const drafts = {
  mode: "3d",
  video: { model: "minimax/t2v-01", prompt: "A fox", extra: "{}" },
  "3d": { prompt: "--fileformat glb" },
  matrix: { video: { axes: [] } },
};

describe("the stand-in's peek at the drafts", () => {
  it("reads the tab shown last, an unknown one as the composer does (video)", () => {
    expect(peekMode(drafts)).toBe("3d");
    expect(peekMode({ ...drafts, mode: "audio" })).toBe("video");
    expect(peekMode(null)).toBe("video");
  });

  it("reads a tab's model and prompt, a missing or odd one as its empty draft's", () => {
    expect(peekDraft(drafts, "video")).toEqual({ model: "minimax/t2v-01", prompt: "A fox" });
    expect(peekDraft(drafts, "3d")).toEqual({ model: DEFAULT_MODEL["3d"], prompt: "--fileformat glb" });
    expect(peekDraft(null, "3d")).toEqual({ model: EMPTY_3D.model, prompt: EMPTY_3D.prompt });
    expect(peekDraft("junk", "video")).toEqual({ model: DEFAULT_MODEL.video, prompt: "" });
    expect(peekDraft({ video: { prompt: 42 } }, "video").prompt).toBe("");
  });

  it("changes the tab shown and one field, keeping everything else stored", () => {
    const typed = withPeeked(drafts, "video", { field: "prompt", value: "A fox at dusk" });
    expect(typed).toEqual({ ...drafts, mode: "video", video: { ...drafts.video, prompt: "A fox at dusk" } });
    expect(withPeeked(drafts, "video")).toEqual({ ...drafts, mode: "video" });
    expect(withPeeked(null, "3d", { field: "model", value: "a/b" })).toEqual({ mode: "3d", "3d": { model: "a/b" } });
  });
});
