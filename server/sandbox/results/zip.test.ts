import { offsetOf, readZip } from "./read-zip.testutil.ts";
import { describe, expect, it } from "vitest";
import { storedZip } from "./zip.ts";

const text = (s: string) => new TextEncoder().encode(s);
const binary = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7919) % 256);

describe("storedZip", () => {
  it("round-trips two entries, stored, uncompressed", () => {
    const zip = storedZip([
      { name: "hello.txt", bytes: text("Hello, Taskdeck!\n") },
      { name: "dir/data.bin", bytes: binary },
    ]);
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(["hello.txt", "dir/data.bin"]);
    expect(new TextDecoder().decode(entries[0]!.data)).toBe("Hello, Taskdeck!\n");
    expect(entries[1]!.data).toEqual(binary);
    expect(entries.every((e) => e.compression === 0 && e.size === e.originalSize)).toBe(true);
    // Without align there is no padding at all: the 30-byte header and the name, then the data.
    expect(offsetOf(zip, text("Hello, Taskdeck!\n"))).toBe(30 + "hello.txt".length);
  });

  it("aligns every entry's data, whatever the gap (including gaps under 4 bytes)", () => {
    // Name lengths 1..70 walk the first entry's header end through every remainder mod 64.
    for (let nameLength = 1; nameLength <= 70; nameLength++) {
      const entries = [
        { name: "n".repeat(nameLength), bytes: text(`first ${"x".repeat(nameLength)}`) },
        { name: "b.bin", bytes: binary.subarray(0, nameLength * 3 + 10) },
        { name: "c.txt", bytes: text(`third ${nameLength}`) },
      ];
      const zip = storedZip(entries, { align: 64 });
      expect(readZip(zip).map((e) => e.data)).toEqual(entries.map((e) => e.bytes));
      for (const entry of entries)
        expect(offsetOf(zip, entry.bytes) % 64, `name length ${nameLength}, entry ${entry.name}`).toBe(0);
    }
  });

  it("writes an empty archive as a bare end record", () => {
    const zip = storedZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });

  it("keeps non-ASCII names", () => {
    expect(readZip(storedZip([{ name: "modèle.usda", bytes: text("#usda 1.0\n") }]))[0]!.name).toBe("modèle.usda");
  });

  it("is deterministic (a fixed time), so memoised and rebuilt files match", () => {
    const entries = [{ name: "a.txt", bytes: text("a") }];
    expect(storedZip(entries, { align: 64 })).toEqual(storedZip(entries, { align: 64 }));
  });

  it("rejects repeated or empty names and a bad alignment", () => {
    const twice = [
      { name: "a", bytes: binary },
      { name: "a", bytes: binary },
    ];
    expect(() => storedZip(twice)).toThrow();
    expect(() => storedZip([{ name: "", bytes: binary }])).toThrow();
    expect(() => storedZip([], { align: 0 })).toThrow(RangeError);
  });
});
