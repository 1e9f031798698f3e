import { describe, expect, it } from "vitest";
import { EMPTY_DRAFTS, draftsFromStored } from "./drafts.ts";

describe("draftsFromStored", () => {
  it("reads a video draft stored under an older version's names as today's values", () => {
    const stored = {
      mode: "video",
      video: {
        model: "minimax/s2v-01",
        prompt: "waves",
        promptOptimizer: false,
        firstFrameImage: "https://x.test/first.png",
        subjectImage: "https://x.test/face.png",
      },
      matrix: {},
    };
    expect(draftsFromStored(stored).video).toMatchObject({
      model: "minimax/s2v-01",
      prompt: "waves",
      prompt_optimizer: false,
      first_frame_image: "https://x.test/first.png",
      subject_reference: "https://x.test/face.png",
      duration: "",
    });
  });

  it("keeps today's name when a draft holds both", () => {
    const stored = { video: { promptOptimizer: true, prompt_optimizer: false } };
    expect(draftsFromStored(stored).video.prompt_optimizer).toBe(false);
  });

  it("falls back to the empty drafts for nothing stored or a draft that is no object", () => {
    expect(draftsFromStored(null)).toEqual(EMPTY_DRAFTS);
    expect(draftsFromStored({ video: 3 }).video).toEqual(EMPTY_DRAFTS.video);
  });
});
