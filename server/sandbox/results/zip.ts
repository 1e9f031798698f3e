import { crc32 } from "node:zlib";

export type ZipEntry = { name: string; bytes: Uint8Array };

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
// Same extra-field id the USD library's own zip writer uses for its alignment padding.
const PADDING_FIELD_ID = 0x1986;
// A fixed timestamp (1980-01-01 00:00, the earliest DOS date) keeps the output byte-for-byte
// deterministic, so memoised and freshly built files are identical.
const DOS_TIME = 0;
const DOS_DATE = (1 << 5) | 1;

/**
 * Writes an uncompressed ("stored", method 0) ZIP archive. With `align`, every entry's data
 * starts at a multiple of `align` bytes from the start of the file, padded through the local
 * header's extra field; USDZ requires 64 so a reader can map the layers in place.
 * No ZIP64: archives are limited to 65,535 entries and 4 GiB, far beyond what the sandbox serves.
 */
export function storedZip(entries: ZipEntry[], options: { align?: number } = {}): Uint8Array {
  const align = options.align ?? 1;
  if (!Number.isInteger(align) || align < 1) throw new RangeError(`align must be a positive integer, got ${align}`);
  if (entries.length > 0xffff) throw new RangeError("too many entries for a ZIP without ZIP64");

  const encoder = new TextEncoder();
  const seen = new Set<string>();
  const locals: { name: Uint8Array; padding: number; crc: number; size: number; offset: number; utf8: boolean }[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (entry.name === "" || seen.has(entry.name)) throw new Error(`empty or repeated entry name: "${entry.name}"`);
    seen.add(entry.name);
    const name = encoder.encode(entry.name);
    if (name.length > 0xffff) throw new RangeError(`entry name too long: ${entry.name}`);
    let padding = (align - ((offset + LOCAL_HEADER + name.length) % align)) % align;
    // An extra field needs a 4-byte header of its own, so a smaller gap grows by one `align`.
    if (padding > 0 && padding < 4) padding += align;
    locals.push({
      name,
      padding,
      crc: crc32(entry.bytes),
      size: entry.bytes.length,
      offset,
      utf8: [...entry.name].some((char) => char.charCodeAt(0) > 0x7f),
    });
    offset += LOCAL_HEADER + name.length + padding + entry.bytes.length;
  }
  const centralOffset = offset;
  const centralSize = locals.reduce((sum, l) => sum + CENTRAL_HEADER + l.name.length, 0);
  const total = centralOffset + centralSize + END_RECORD;
  if (total > 0xffffffff) throw new RangeError("archive too large for a ZIP without ZIP64");

  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const u16 = (at: number, value: number) => view.setUint16(at, value, true);
  const u32 = (at: number, value: number) => view.setUint32(at, value, true);
  // The fields shared by the local and central headers, from "version needed" to "name length".
  const common = (at: number, l: (typeof locals)[number]) => {
    u16(at, 10); // version needed: 1.0 is enough for stored data
    u16(at + 2, l.utf8 ? 0x0800 : 0); // bit 11: the name is UTF-8
    u16(at + 4, 0); // method 0: stored
    u16(at + 6, DOS_TIME);
    u16(at + 8, DOS_DATE);
    u32(at + 10, l.crc);
    u32(at + 14, l.size);
    u32(at + 18, l.size);
    u16(at + 22, l.name.length);
  };

  let central = centralOffset;
  locals.forEach((l, i) => {
    u32(l.offset, 0x04034b50);
    common(l.offset + 4, l);
    u16(l.offset + 28, l.padding);
    out.set(l.name, l.offset + LOCAL_HEADER);
    if (l.padding > 0) {
      const extra = l.offset + LOCAL_HEADER + l.name.length;
      u16(extra, PADDING_FIELD_ID);
      u16(extra + 2, l.padding - 4); // the rest stays zero
    }
    out.set(entries[i]!.bytes, l.offset + LOCAL_HEADER + l.name.length + l.padding);

    u32(central, 0x02014b50);
    // "Made by" Unix with mode rw-r--r--: with the MS-DOS default, Info-ZIP's unzip re-encodes
    // the central name from a DOS code page and then reports UTF-8 names as mismatching.
    u16(central + 4, (3 << 8) | 20);
    common(central + 6, l);
    // extra length, comment length, disk and internal attributes stay zero
    u32(central + 38, 0o100644 << 16);
    u32(central + 42, l.offset);
    out.set(l.name, central + CENTRAL_HEADER);
    central += CENTRAL_HEADER + l.name.length;
  });

  u32(central, 0x06054b50);
  u16(central + 8, locals.length);
  u16(central + 10, locals.length);
  u32(central + 12, centralSize);
  u32(central + 16, centralOffset);
  return out;
}
