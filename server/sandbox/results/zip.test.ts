import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readZip } from "./read-zip.testutil.ts";
import { storedZip } from "./zip.ts";

const text = (s: string) => new TextEncoder().encode(s);
const binary = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7919) % 256);

describe("storedZip", () => {
  it("round-trips two entries, stored, with correct CRCs", () => {
    const zip = storedZip([
      { name: "hello.txt", bytes: text("Hello, Taskdeck!\n") },
      { name: "dir/data.bin", bytes: binary },
    ]);
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(["hello.txt", "dir/data.bin"]);
    expect(new TextDecoder().decode(entries[0]!.data)).toBe("Hello, Taskdeck!\n");
    expect(entries[1]!.data).toEqual(binary);
    for (const entry of entries) {
      expect(entry.method).toBe(0);
      expect(entry.crc).toBe(crc32(entry.data));
    }
    // Without align there is no padding at all: 30-byte header + name, then the data.
    expect(entries[0]!.dataOffset).toBe(30 + "hello.txt".length);
    expect(entries[0]!.localExtra.length).toBe(0);
  });

  it("aligns every entry's data, whatever the padding gap (including gaps under 4 bytes)", () => {
    // Name lengths 1..70 walk the first entry's header end through every remainder mod 64.
    for (let nameLength = 1; nameLength <= 70; nameLength++) {
      const entries = [
        { name: "n".repeat(nameLength), bytes: text("x".repeat(nameLength)) },
        { name: "b.bin", bytes: binary.subarray(0, nameLength * 3) },
        { name: "empty", bytes: new Uint8Array(0) },
      ];
      const read = readZip(storedZip(entries, { align: 64 }));
      expect(read.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      read.forEach((e, i) => {
        expect(e.dataOffset % 64, `name length ${nameLength}, entry ${e.name}`).toBe(0);
        expect(e.data).toEqual(entries[i]!.bytes);
        expect(e.crc).toBe(crc32(entries[i]!.bytes));
      });
    }
  });

  it("writes an empty archive as a bare end record", () => {
    const zip = storedZip([]);
    expect(zip.length).toBe(22);
    expect(readZip(zip)).toEqual([]);
  });

  it("marks non-ASCII names as UTF-8", () => {
    const [entry] = readZip(storedZip([{ name: "modèle.usda", bytes: text("#usda 1.0\n") }]));
    expect(entry!.name).toBe("modèle.usda");
    expect(entry!.flags & 0x0800).toBe(0x0800);
  });

  it("is deterministic (fixed timestamps), so memoised and rebuilt files match", () => {
    const entries = [{ name: "a.txt", bytes: text("a") }];
    expect(storedZip(entries, { align: 64 })).toEqual(storedZip(entries, { align: 64 }));
  });

  it("rejects repeated or empty names and a bad alignment", () => {
    expect(() =>
      storedZip([
        { name: "a", bytes: binary },
        { name: "a", bytes: binary },
      ]),
    ).toThrow();
    expect(() => storedZip([{ name: "", bytes: binary }])).toThrow();
    expect(() => storedZip([], { align: 0 })).toThrow(RangeError);
  });
});
