// A ZIP reader for the tests only, written from the format's description (APPNOTE.TXT §4.3)
// independently of zip.ts, so a mistake in the writer is not simply mirrored here.

export type ReadEntry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  dataOffset: number;
  data: Uint8Array;
  localExtra: Uint8Array;
};

export function readZip(zip: Uint8Array): ReadEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const fail = (message: string): never => {
    throw new Error(`bad zip: ${message}`);
  };

  // No archive comment is written, so the end record is exactly the last 22 bytes.
  const end = zip.length - 22;
  if (end < 0 || u32(end) !== 0x06054b50) fail("no end-of-central-directory record at the end");
  const count = u16(end + 10);
  if (u16(end + 8) !== count || u16(end + 4) !== 0 || u16(end + 6) !== 0) fail("multi-disk fields");
  const centralSize = u32(end + 12);
  const centralOffset = u32(end + 16);
  if (centralOffset + centralSize !== end) fail("central directory does not end at the end record");

  const decoder = new TextDecoder("utf-8", { fatal: true });
  const entries: ReadEntry[] = [];
  let at = centralOffset;
  let expectedLocal = 0; // local records must follow one another with no gaps
  for (let i = 0; i < count; i++) {
    if (u32(at) !== 0x02014b50) fail(`central header ${i} signature`);
    const [flags, method, crc, compressed, size] = [
      u16(at + 8),
      u16(at + 10),
      u32(at + 16),
      u32(at + 20),
      u32(at + 24),
    ];
    const [nameLength, extraLength, commentLength] = [u16(at + 28), u16(at + 30), u16(at + 32)];
    const localOffset = u32(at + 42);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;

    if (localOffset !== expectedLocal) fail(`local header ${i} at ${localOffset}, expected ${expectedLocal}`);
    if (u32(localOffset) !== 0x04034b50) fail(`local header ${i} signature`);
    if (u16(localOffset + 6) !== flags || u16(localOffset + 8) !== method) fail(`flags/method differ for ${name}`);
    if (u32(localOffset + 14) !== crc || u32(localOffset + 18) !== compressed || u32(localOffset + 22) !== size)
      fail(`crc/sizes differ between local and central headers for ${name}`);
    const localNameLength = u16(localOffset + 26);
    const localExtraLength = u16(localOffset + 28);
    const localName = decoder.decode(zip.subarray(localOffset + 30, localOffset + 30 + localNameLength));
    if (localName !== name) fail(`local name ${localName} != central name ${name}`);
    const extraStart = localOffset + 30 + localNameLength;
    const localExtra = zip.subarray(extraStart, extraStart + localExtraLength);
    // The extra field must be a run of well-formed (id, size, data) records.
    for (let e = 0; e < localExtra.length;) {
      if (e + 4 > localExtra.length) fail(`truncated extra record in ${name}`);
      e += 4 + u16(extraStart + e + 2);
      if (e > localExtra.length) fail(`extra record overruns the extra field in ${name}`);
    }
    const dataOffset = extraStart + localExtraLength;
    if (compressed !== size && method === 0) fail(`stored entry ${name} with different sizes`);
    entries.push({
      name,
      flags,
      method,
      crc,
      dataOffset,
      data: zip.subarray(dataOffset, dataOffset + compressed),
      localExtra,
    });
    expectedLocal = dataOffset + compressed;
  }
  if (at !== end) fail("central directory size does not match its entries");
  if (expectedLocal !== centralOffset) fail("gap between the last entry and the central directory");
  return entries;
}
