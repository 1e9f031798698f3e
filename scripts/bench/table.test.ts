import { describe, expect, it } from "vitest";
import { bytes, count, formatSection, formatTable, ms } from "./table.ts";

describe("formatTable", () => {
  it("aligns numbers right and text left under a rule", () => {
    const text = formatTable(
      ["chunk", "gzip"],
      [
        ["index.js", "95.1 kB"],
        ["viewer.js", "180.0 kB"],
      ],
    );
    expect(text.split("\n")).toEqual([
      "chunk      gzip",
      "---------  --------",
      "index.js    95.1 kB",
      "viewer.js  180.0 kB",
    ]);
  });
});

describe("formatSection", () => {
  it("puts the title above and the notes below", () => {
    const text = formatSection({ title: "Server", headers: ["a"], rows: [["x"]], notes: ["simulated"] });
    expect(text).toBe("== Server\na\n-\nx\n  · simulated");
  });
});

describe("units", () => {
  it("says n/a for a figure that could not be measured", () => {
    expect(ms(NaN)).toBe("n/a");
    expect(count(Infinity)).toBe("n/a");
    expect(ms(12.345)).toBe("12.3 ms");
    expect(bytes(2048)).toBe("2.0 kB");
    expect(bytes(NaN)).toBe("n/a");
    expect(count(12345.6)).toBe("12,346");
  });
});
