// What the tests read of an MP4: its top-level boxes, its picture's size, H.264 profile and length.

const ascii = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");

/** The top-level ISO-BMFF boxes of a file, as [type, size] in order. */
export function topLevelBoxes(bytes: Uint8Array): [string, number][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: [string, number][] = [];
  for (let at = 0; at < bytes.length;) {
    const size = view.getUint32(at);
    if (size < 8) throw new Error(`unexpected box size ${size} at ${at}`); // 0/1 = to-end/64-bit, never written here
    boxes.push([ascii(bytes.subarray(at + 4, at + 8)), size]);
    at += size;
    if (at > bytes.length) throw new Error("box runs past the end of the file");
  }
  return boxes;
}

/** The offset of the first box of this type (its type's first byte) past `from`, found by its name. */
function boxAt(bytes: Uint8Array, type: string, from = 0): number {
  const at = ascii(bytes).indexOf(type, from);
  if (at < 4) throw new Error(`no ${type} box`);
  return at;
}

export type Mp4Facts = { width: number; height: number; profile: number; seconds: number };

/**
 * The video's size (its avc1 sample entry), its H.264 profile (avcC: 66 is Baseline) and the
 * movie's length (mvhd, version 0 as ffmpeg writes it for short files).
 */
export function mp4Facts(bytes: Uint8Array): Mp4Facts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // avc1: type, 6 reserved, data reference index, 16 bytes of pre-defined and reserved, then width and height.
  // Past the sample descriptions' start: "avc1" is also a brand in ftyp.
  const avc1 = boxAt(bytes, "avc1", boxAt(bytes, "stsd"));
  const avcC = boxAt(bytes, "avcC");
  const mvhd = boxAt(bytes, "mvhd");
  if (bytes[mvhd + 4] !== 0) throw new Error("mvhd version 1");
  return {
    width: view.getUint16(avc1 + 28),
    height: view.getUint16(avc1 + 30),
    profile: bytes[avcC + 5]!,
    seconds: view.getUint32(mvhd + 20) / view.getUint32(mvhd + 16),
  };
}
