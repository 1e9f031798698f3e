import { describe, expect, it } from "vitest";
import { defaultMoveLanguage } from "./move-language.ts";

describe("defaultMoveLanguage", () => {
  it("follows a prompt with Chinese words, whatever the interface", () => {
    expect(defaultMoveLanguage("男子拿起一本书", "en")).toBe("zh");
    expect(defaultMoveLanguage("A man picks up a 书", "en")).toBe("zh");
    expect(defaultMoveLanguage("男子拿起一本书 [Push in]", "en")).toBe("zh");
  });

  it("follows an English prompt, whatever the interface and the moves already in it", () => {
    expect(defaultMoveLanguage("A fox runs", "zh-CN")).toBe("en");
    expect(defaultMoveLanguage("A fox [推进] runs", "zh-CN")).toBe("en");
    expect(defaultMoveLanguage("A fox 【推进", "zh-CN")).toBe("en");
  });

  it("judges a prompt of moves alone by its moves", () => {
    expect(defaultMoveLanguage("[推进]", "en")).toBe("zh");
    expect(defaultMoveLanguage("[Push in] ", "zh-CN")).toBe("en");
  });

  it("takes the interface's language for an empty prompt, or one with no words", () => {
    expect(defaultMoveLanguage("", "zh-CN")).toBe("zh");
    expect(defaultMoveLanguage("", "en")).toBe("en");
    expect(defaultMoveLanguage("  42 []", "zh-CN")).toBe("zh");
    expect(defaultMoveLanguage("  42 []", "en")).toBe("en");
  });
});
