import { describe, expect, it } from "vitest";
import { formatBytes, parseByteSize } from "./byte-size.ts";

describe("parseByteSize", () => {
  it("reads bytes, SI units and binary units, in any case and with a space or none", () => {
    expect(parseByteSize("123456")).toBe(123_456);
    expect(parseByteSize("500MB")).toBe(500_000_000);
    expect(parseByteSize("20 GB")).toBe(20_000_000_000);
    expect(parseByteSize("1.5gb")).toBe(1_500_000_000);
    expect(parseByteSize("64kB")).toBe(64_000);
    expect(parseByteSize("2GiB")).toBe(2 * 1024 ** 3);
    expect(parseByteSize("1TB")).toBe(1e12);
    expect(parseByteSize("10 b")).toBe(10);
  });

  it("refuses what is not a size, and no bytes at all", () => {
    for (const text of ["", "0", "0.1", "-5MB", "5 MBs", "MB", "1e9", "12.GB", "ten"])
      expect(parseByteSize(text), text).toBeNull();
  });
});

describe("formatBytes", () => {
  it("says a size in SI units with one decimal, a limit without a needless one", () => {
    expect(formatBytes(70)).toBe("70 B");
    expect(formatBytes(12_400_000)).toBe("12.4 MB");
    expect(formatBytes(998_100_000)).toBe("998.1 MB");
    expect(formatBytes(999_999)).toBe("1.0 MB");
    expect(formatBytes(1e9)).toBe("1.0 GB");
    expect(formatBytes(1e9, true)).toBe("1 GB");
    expect(formatBytes(1_500_000_000, true)).toBe("1.5 GB");
    expect(formatBytes(3e15)).toBe("3000.0 TB");
  });
});
