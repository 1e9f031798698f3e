import { zipSync, type Zippable } from "fflate";

export type ZipEntry = { name: string; bytes: Uint8Array };

const LOCAL_HEADER = 30;
const EXTRA_HEADER = 4;
// Any id no reader acts on; three's USDZExporter pads the same way (fflate issue 39).
const PADDING_FIELD_ID = 12345;
// A fixed time (1980-01-01 00:00, the earliest a zip can say) keeps the output byte-for-byte
// deterministic, so memoised and freshly built files are identical.
const MTIME = new Date(1980, 0, 1);
// "Made by" Unix with mode rw-r--r--: with the MS-DOS default, Info-ZIP's unzip re-encodes the
// central name from a DOS code page and then reports UTF-8 names as mismatching.
const ATTRIBUTES = { os: 3, attrs: 0o100644 << 16 };

/**
 * An uncompressed ("stored") ZIP archive, written by fflate. With `align`, every entry's data
 * starts at a multiple of `align` bytes from the start of the file, padded through an extra
 * field of its local header; USDZ requires 64 so a reader can map the layers in place.
 */
export function storedZip(entries: ZipEntry[], options: { align?: number } = {}): Uint8Array {
  const align = options.align ?? 1;
  if (!Number.isInteger(align) || align < 1) throw new RangeError(`align must be a positive integer, got ${align}`);
  const files: Zippable = {};
  let offset = 0;
  for (const { name, bytes } of entries) {
    if (name === "" || Object.hasOwn(files, name)) throw new Error(`empty or repeated entry name: "${name}"`);
    const header = LOCAL_HEADER + new TextEncoder().encode(name).length;
    const gap = (align - ((offset + header) % align)) % align;
    // Only a gap gets an extra field; its own 4-byte header counts towards the padding.
    const padding = gap === 0 ? 0 : (align - ((offset + header + EXTRA_HEADER) % align)) % align;
    files[name] = [
      bytes,
      gap === 0 ? ATTRIBUTES : { ...ATTRIBUTES, extra: { [PADDING_FIELD_ID]: new Uint8Array(padding) } },
    ];
    offset += header + (gap === 0 ? 0 : EXTRA_HEADER + padding) + bytes.length;
  }
  return zipSync(files, { level: 0, mtime: MTIME });
}
