// The kinds of file the service delivers as results (SEED-SPEC: images, videos, audio and
// other files; SERVICE-NOTES: 3D models with their .mtl and textures, zips, text), by the
// name's extension. Nothing here is a document a browser renders or a script it runs: no html,
// svg, xml, js, css or pdf, whatever a file's name or declared type says. What a page plays in
// <video>, <img> or <audio> may be shown inline; everything else is a download.

type ResultType = { type: string; inline: boolean };

const media = (type: string): ResultType => ({ type, inline: true });
const download = (type: string): ResultType => ({ type, inline: false });

/** Bytes to save, nothing more: a file named without an extension ("download", "model"), a glTF's buffer. */
const BYTES = download("application/octet-stream");

const BY_EXTENSION: Record<string, ResultType> = {
  mp4: media("video/mp4"),
  webm: media("video/webm"),
  mov: media("video/quicktime"),
  png: media("image/png"),
  jpg: media("image/jpeg"),
  jpeg: media("image/jpeg"),
  webp: media("image/webp"),
  gif: media("image/gif"),
  mp3: media("audio/mpeg"),
  wav: media("audio/wav"),
  m4a: media("audio/mp4"),
  ogg: media("audio/ogg"),
  glb: download("model/gltf-binary"),
  gltf: download("model/gltf+json"),
  bin: BYTES,
  obj: download("model/obj"),
  mtl: download("model/mtl"),
  usd: download("model/vnd.usda"),
  usdz: download("model/vnd.usdz+zip"),
  ktx2: download("image/ktx2"),
  zip: download("application/zip"),
  txt: download("text/plain"),
};

const ALL = [BYTES, ...Object.values(BY_EXTENSION)];

/** The extensions and types a result file may have, for messages. */
export const RESULT_EXTENSIONS = Object.keys(BY_EXTENSION);
export const RESULT_TYPES = [...new Set(ALL.map((entry) => entry.type))];

/** The type a result file's name stands for, or null when it is not a result's name. */
export function resultTypeOf(name: string): string | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return BYTES.type;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()]?.type ?? null;
}

export const isResultType = (type: string) => RESULT_TYPES.includes(type.toLowerCase());

/** Media a page plays in an element stay inline; any other type, known or not, is a download. */
export const isShownInline = (type: string) =>
  ALL.some((entry) => entry.inline && entry.type === type.split(";", 1)[0]!.trim().toLowerCase());
