import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes.ts";

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [1500, "1.5 kB"],
    [95_437, "95.4 kB"],
    [999_999, "1.0 MB"],
    [23_400_000, "23.4 MB"],
    [10 * 1024 * 1024, "10.5 MB"],
    [3_200_000_000, "3.2 GB"],
  ])("%i bytes read %s", (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it("drops a needless .0 when asked, for limits", () => {
    expect(formatBytes(20_000_000, { round: true })).toBe("20 MB");
    expect(formatBytes(20_500_000, { round: true })).toBe("20.5 MB");
  });

  it("writes the number in the given language", () => {
    expect(formatBytes(1500, { locale: "zh-CN" })).toBe("1.5 kB");
    expect(formatBytes(1500, { locale: "de" })).toBe("1,5 kB");
    expect(formatBytes(999, { locale: "de" })).toBe("999 B");
  });
});
