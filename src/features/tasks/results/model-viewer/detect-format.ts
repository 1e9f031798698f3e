import { extensionOf } from "../../../../entities/task/model-files.ts";

/** What a file holds; "zip" covers both USDZ packages and plain archives, told apart by `firstZipEntry`. */
export type DetectedFormat = "glb" | "gltf" | "obj" | "usd" | "zip";

const BY_EXTENSION: Record<string, DetectedFormat> = {
  glb: "glb",
  gltf: "gltf",
  obj: "obj",
  usd: "usd",
  usda: "usd",
  usdc: "usd",
  usdz: "zip",
  zip: "zip",
};

function startsWith(bytes: Uint8Array, signature: string): boolean {
  return bytes.length >= signature.length && [...signature].every((c, i) => bytes[i] === c.charCodeAt(0));
}

/**
 * The format judged by the content first, since result URLs may carry no extension or a
 * misleading one; the extension only decides when the bytes are not recognised.
 */
export function detectFormat(bytes: Uint8Array, fileName: string): DetectedFormat | null {
  if (startsWith(bytes, "glTF")) return "glb";
  // Files' magic numbers, not words.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (startsWith(bytes, "PK\x03\x04")) return "zip";
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (startsWith(bytes, "PXR-USDC")) return "usd";
  const head = bytes.subarray(0, 4096);
  // A NUL byte means binary; decoding it as text would only produce false matches.
  if (!head.includes(0)) {
    const text = new TextDecoder().decode(head).trimStart();
    if (text.startsWith("#usda")) return "usd";
    // An HTML or XML page (an error or login page) is never a model, whatever the URL says.
    if (text.startsWith("<")) return null;
    if (text.startsWith("{") && /"(asset|meshes|scenes|accessors)"/.test(text)) return "gltf";
    // OBJ has no magic number; vertex and face lines are its signature (faces may come later).
    if (/^v\s+[-+.\d]/m.test(text) && (/^f\s+\d/m.test(text) || bytes.length > head.length)) return "obj";
  }
  return BY_EXTENSION[extensionOf(fileName)] ?? null;
}

/** The name of a zip's first entry, read from its local header: USDZ puts its root layer there. */
export function firstZipEntry(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30) return "";
  const length = view.getUint16(26, true);
  return new TextDecoder().decode(bytes.subarray(30, 30 + length));
}
