import { FAMILY_RULES, type Family, type ImageType } from "../../contract/families.ts";
import { base64Head, parseImageRef, sniffImageType } from "../../contract/image-ref.ts";

/** How people call each type: the names on the file-type menus, not the MIME subtypes. */
export const IMAGE_TYPE_NAMES: Record<ImageType | "gif", string> = {
  jpeg: "JPG",
  png: "PNG",
  webp: "WebP",
  bmp: "BMP",
  gif: "GIF",
};

const ACCEPT: Record<ImageType, string> = {
  jpeg: "image/jpeg,.jpg,.jpeg",
  png: "image/png,.png",
  webp: "image/webp,.webp",
  bmp: "image/bmp,.bmp",
};

/** The `accept` attribute of a file picker for the family: MIME types plus extensions. */
export function imageAccept(family: Family): string {
  return FAMILY_RULES[family].imageTypes.map((type) => ACCEPT[type]).join(",");
}

/** "JPG or PNG", "JPG, PNG, WebP or BMP". */
export function allowedTypesText(family: Family): string {
  const names = FAMILY_RULES[family].imageTypes.map((type) => IMAGE_TYPE_NAMES[type]);
  const last = names.pop() ?? "";
  return names.length ? `${names.join(", ")} or ${last}` : last;
}

// MiniMax states its limit in decimal megabytes (20,000,000 bytes); the 3D limit is 10 MiB. Sizes are shown in
// the unit system of the family's limit, so the two numbers in a message can be compared.
const UNITS: Record<Family, { base: number; names: readonly string[] }> = {
  video: { base: 1000, names: ["kB", "MB", "GB"] },
  "3d": { base: 1024, names: ["KiB", "MiB", "GiB"] },
};

/** A size with one decimal in the family's unit system: "23.4 MB" (video), "10.5 MiB" (3D), "70 B". */
export function formatBytes(bytes: number, family: Family = "video"): string {
  const { base, names } = UNITS[family];
  if (bytes < base) return `${bytes} B`;
  let value = bytes / base;
  let unit = 0;
  while (Number(value.toFixed(1)) >= base && unit < names.length - 1) {
    value /= base;
    unit++;
  }
  return `${value.toFixed(1)} ${names[unit] ?? ""}`;
}

/** The family's size limit without a needless ".0": "20 MB", "10 MiB". */
export function formatLimit(family: Family): string {
  return formatBytes(FAMILY_RULES[family].imageMaxBytes, family).replace(/\.0 /, " ");
}

const exactBytes = (bytes: number) => `${bytes.toLocaleString("en-US")} bytes`;

function typeError(actual: ImageType | "gif" | null, family: Family): string | null {
  if (actual !== null && actual !== "gif" && FAMILY_RULES[family].imageTypes.includes(actual)) return null;
  const seen = actual ? `is a ${IMAGE_TYPE_NAMES[actual]}` : "is not an image of a known type";
  return `Use a ${allowedTypesText(family)} image: this file ${seen}.`;
}

function sizeError(bytes: number, family: Family): string | null {
  const max = FAMILY_RULES[family].imageMaxBytes;
  if (bytes <= max) return null;
  const shown = formatBytes(bytes, family);
  // One decimal cannot show that 20,000,001 bytes is over 20 MB: then give both sizes in bytes.
  if (shown.replace(/\.0 /, " ") === formatLimit(family))
    return `Use an image of at most ${exactBytes(max)} (${formatLimit(family)}): this one is ${exactBytes(bytes)}.`;
  return `Use an image of at most ${formatLimit(family)}: this one is ${shown}.`;
}

const present = (...messages: (string | null)[]) => messages.filter((message): message is string => message !== null);

/**
 * Blocking problems with a chosen file, as "what to do" sentences; [] when it can be sent. The type is what the
 * first bytes (`head`, at least 12 of them) say, whatever the file's name or declared type claims.
 */
export function checkImageFile(file: { name: string; type: string; size: number }, head: Uint8Array, family: Family) {
  if (file.size === 0) return [`Choose another image: ${file.name || "this file"} is empty.`];
  return present(typeError(sniffImageType(head), family), sizeError(file.size, family));
}

export const NOT_AN_IMAGE_REF = "Enter an http(s) URL to an image, or choose a file.";
export const BROKEN_DATA_URI = "Paste a complete base64 image data URI (data:image/png;base64,…), or choose a file.";

/**
 * Blocking problems with a typed or pasted value; [] for an empty value (whether one is needed is the form's
 * business) and for any http(s) URL (what it points to cannot be checked here). A data URI is checked like a
 * file, and its declared type must match its bytes, as the service requires.
 */
export function checkImageRefText(text: string, family: Family): string[] {
  if (text.trim() === "") return [];
  const ref = parseImageRef(text);
  if (!ref) return [/^\s*data:/i.test(text) ? BROKEN_DATA_URI : NOT_AN_IMAGE_REF];
  if (ref.kind === "url") return [];
  let actual: ImageType | "gif" | null = null;
  try {
    actual = sniffImageType(base64Head(ref.base64));
  } catch {
    actual = null;
  }
  const wrongType = typeError(actual, family);
  const mislabelled =
    !wrongType && actual && actual !== ref.type
      ? `Start the data URI with "data:image/${actual};base64,": the data is a ${IMAGE_TYPE_NAMES[actual]}, but it says ${ref.mime}.`
      : null;
  return present(wrongType, mislabelled, sizeError(ref.bytes, family));
}

/** Rounded up to two decimals, so a ratio just over 5:2 never reads as "2.5:1". */
const ratioNumber = (value: number) => String(Math.ceil(value * 100 - 1e-9) / 100);

/** Documented pixel limits, as non-blocking warnings; [] while the size is unknown (0 × 0). */
export function pixelWarnings(width: number, height: number, family: Family): string[] {
  if (!(width > 0 && height > 0)) return [];
  const warnings: string[] = [];
  if (family === "video") {
    // MiniMax first frame and subject image: short side > 300 px, aspect ratio between 2:5 and 5:2.
    const short = Math.min(width, height);
    if (short <= 300) warnings.push(`The short side is ${short} px: MiniMax asks for more than 300 px.`);
    if (2 * width > 5 * height || 2 * height > 5 * width) {
      const ratio = width >= height ? `${ratioNumber(width / height)}:1` : `1:${ratioNumber(height / width)}`;
      warnings.push(`The aspect ratio is ${ratio}: MiniMax asks for one between 2:5 and 5:2.`);
    }
  } else if (width >= 4096 || height >= 4096) {
    warnings.push(`The image is ${width} × ${height} px: Seed3D asks for less than 4096 px on each side.`);
  }
  return warnings;
}
