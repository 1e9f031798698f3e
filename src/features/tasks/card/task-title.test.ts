import { describe, expect, it } from "vitest";
import { cardTitle, firstWords, senderWords } from "./task-title.ts";

describe("a card's title", () => {
  it("is the prompt's first six words, with an ellipsis when there were more", () => {
    expect(
      cardTitle({ mode: "video", body: { prompt: "  A fox runs\nthrough snow at dawn, slowly [Pan left]" } }),
    ).toBe("A fox runs through snow at…");
    expect(cardTitle({ mode: "video", body: { prompt: "A fox runs" } })).toBe("A fox runs");
  });

  it("cuts a prompt without spaces (Chinese) at 48 characters", () => {
    const prompt = "一只狐狸".repeat(20);
    expect(firstWords(prompt)).toBe(`${prompt.slice(0, 48)}…`);
  });

  it("is a 3D prompt's flags, or the source image's name when the prompt has no words", () => {
    const image = "https://images.example.test/shoe%20side.png";
    expect(cardTitle({ mode: "3d", body: { prompt: "--subdivision_level low --file_type glb", image } })).toBe(
      "--subdivision_level low --file_type glb",
    );
    expect(cardTitle({ mode: "3d", body: { prompt: " ", image } })).toBe("shoe side.png");
  });

  it("falls back to the kind and model: no words, no image (or only a data URI)", () => {
    const body = { model: "tripo3d/v2.5", prompt: "", image: "data:image/png;base64,AAAA" };
    expect(cardTitle({ mode: "3d", body })).toBe("3D · tripo3d/v2.5");
  });
});

describe("who sent it (issue 28)", () => {
  it("names the sender, or you, and nobody on a server nobody signs in to", () => {
    expect(senderWords("ana@example.test", "me@example.test")).toBe("sent by ana@example.test");
    expect(senderWords("me@example.test", "me@example.test")).toBe("sent by you");
    for (const unknown of ["local", null, undefined, ""]) expect(senderWords(unknown, "me@example.test")).toBe("");
  });
});
