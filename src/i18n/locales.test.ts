import { describe, expect, it } from "vitest";
import { pickLocale } from "./locales.ts";

describe("pickLocale", () => {
  it("keeps the language chosen before", () => {
    expect(pickLocale("zh-CN", ["en-US"])).toBe("zh-CN");
    expect(pickLocale("en", ["zh-CN"])).toBe("en");
  });

  it("follows the browser's first language at a first visit", () => {
    expect(pickLocale(null, ["zh-CN", "en"])).toBe("zh-CN");
    expect(pickLocale(null, ["zh-TW"])).toBe("zh-CN");
    expect(pickLocale(null, ["zh"])).toBe("zh-CN");
    expect(pickLocale(null, ["en-GB", "zh-CN"])).toBe("en");
    expect(pickLocale(null, ["fr"])).toBe("en");
    expect(pickLocale(null, [])).toBe("en");
  });

  it("ignores a stored value that is no language of the app", () => {
    expect(pickLocale("de", ["zh-CN"])).toBe("zh-CN");
  });
});
