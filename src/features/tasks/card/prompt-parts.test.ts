import { describe, expect, it } from "vitest";
import { threeDPromptParts, videoPromptParts } from "./prompt-parts.ts";

describe("videoPromptParts", () => {
  it("cuts a prompt into text and directives, keeping every character", () => {
    const prompt = "A man picks up a book [Pedestal up], then reads [Static shot].";
    const parts = videoPromptParts(prompt);
    expect(parts).toEqual([
      { text: "A man picks up a book ", kind: "text" },
      { text: "[Pedestal up]", kind: "move" },
      { text: ", then reads ", kind: "text" },
      { text: "[Static shot]", kind: "move" },
      { text: ".", kind: "text" },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe(prompt);
  });

  it("reads simultaneous moves, and marks a bracket with any unknown move or none as unknown", () => {
    expect(videoPromptParts("[Truck left,Pan right]")).toEqual([{ text: "[Truck left,Pan right]", kind: "move" }]);
    expect(videoPromptParts("[Pan left, Fly over]")).toEqual([{ text: "[Pan left, Fly over]", kind: "unknown-move" }]);
    expect(videoPromptParts("x []")).toEqual([
      { text: "x ", kind: "text" },
      { text: "[]", kind: "unknown-move" },
    ]);
  });

  it("leaves a prompt without brackets as one piece of text", () => {
    expect(videoPromptParts("A calm sea")).toEqual([{ text: "A calm sea", kind: "text" }]);
    expect(videoPromptParts("")).toEqual([]);
  });
});

describe("threeDPromptParts", () => {
  it("turns the flags into chips", () => {
    expect(threeDPromptParts("--subdivisionlevel high --fileformat obj")).toEqual({
      chips: [
        { name: "subdivision level", value: "high", isDefault: false },
        { name: "file format", value: "obj", isDefault: false },
      ],
      other: [],
    });
  });

  it("names the vendor default for an absent flag", () => {
    expect(threeDPromptParts("--fileformat usdz").chips).toEqual([
      { name: "subdivision level", value: "medium", isDefault: true },
      { name: "file format", value: "usdz", isDefault: false },
    ]);
  });

  it("keeps any other text as written, in pieces where flags stood between", () => {
    const parts = threeDPromptParts("a  red car --subdivisionlevel low then --fileformat fbx --colour blue");
    expect(parts.other).toEqual(["a  red car", "then --fileformat fbx --colour blue"]);
    expect(parts.chips[0]).toMatchObject({ value: "low", isDefault: false });
    expect(parts.chips[1]).toMatchObject({ value: "glb", isDefault: true });
  });
});
