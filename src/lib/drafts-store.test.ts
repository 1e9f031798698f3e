import { describe, expect, it } from "vitest";
import { storedDraftPrompt } from "./drafts-store.ts";

describe("storedDraftPrompt", () => {
  it("reads the prompt of the tab shown last, an unknown one as the composer does (video)", () => {
    const drafts = { video: { prompt: "A fox" }, "3d": { prompt: "--fileformat glb" } };
    expect(storedDraftPrompt({ ...drafts, mode: "3d" })).toBe("--fileformat glb");
    expect(storedDraftPrompt({ ...drafts, mode: "video" })).toBe("A fox");
    expect(storedDraftPrompt({ ...drafts, mode: "audio" })).toBe("A fox");
  });

  it("is empty for nothing stored or a prompt that is not text", () => {
    expect(storedDraftPrompt(null)).toBe("");
    expect(storedDraftPrompt("junk")).toBe("");
    expect(storedDraftPrompt({ mode: "video", video: { prompt: 42 } })).toBe("");
  });
});
