import type { Family, ImageType } from "../../contract/families.ts";
import { IMAGE_RULES } from "../../contract/image-rules.ts";
import {
  dataUriFacts,
  imageProblems,
  parseImageRef,
  sniffImageType,
  type ImageProblem,
} from "../../contract/image-ref.ts";
import { formatBytes } from "../../lib/format-bytes.ts";

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
  return IMAGE_RULES[family].types.map((type) => ACCEPT[type]).join(",");
}

/** "JPG or PNG", "JPG, PNG, WebP or BMP". */
export function allowedTypesText(family: Family): string {
  const names = IMAGE_RULES[family].types.map((type) => IMAGE_TYPE_NAMES[type]);
  const last = names.pop() ?? "";
  return names.length ? `${names.join(", ")} or ${last}` : last;
}

/** The family's size limit without a needless ".0": "20 MB". */
export function formatLimit(family: Family): string {
  return formatBytes(IMAGE_RULES[family].size.bytes, { round: true });
}

/** The size rule in words: "under 20 MB", "at most 10 MB". */
export function sizeRuleText(family: Family): string {
  return `${IMAGE_RULES[family].size.under ? "under" : "at most"} ${formatLimit(family)}`;
}

/** Rounded up to two decimals, so a ratio just over 5:2 never reads as "2.5:1". */
const ratioNumber = (value: number) => String(Math.ceil(value * 100 - 1e-9) / 100);
const count = (n: number) => n.toLocaleString("en-US");

const exactBytes = (bytes: number) => `${bytes.toLocaleString("en-US")} bytes`;

/** A problem with an image (contract/image-ref.ts finds them) as a "what to do" sentence. */
export function describeImageProblem(problem: ImageProblem, family: Family): string {
  switch (problem.kind) {
    case "type": {
      const seen = problem.actual ? `is a ${IMAGE_TYPE_NAMES[problem.actual]}` : "is not an image of a known type";
      return `Use a ${allowedTypesText(family)} image: this file ${seen}.`;
    }
    case "mislabelled":
      return `Start the data URI with "data:image/${problem.actual};base64,": the data is a ${IMAGE_TYPE_NAMES[problem.actual]}, but it says ${problem.declared}.`;
    case "size": {
      // One decimal cannot show that 10,000,001 bytes is over 10 MB: then give both sizes in bytes.
      const rule = problem.under ? "under" : "of at most";
      if (formatBytes(problem.bytes, { round: true }) === formatLimit(family))
        return `Use an image ${rule} ${exactBytes(problem.max)} (${formatLimit(family)}): this one is ${exactBytes(problem.bytes)}.`;
      return `Use an image ${rule} ${formatLimit(family)}: this one is ${formatBytes(problem.bytes)}.`;
    }
    case "unreadable":
      return `Use another image: no size in pixels can be read from this ${IMAGE_TYPE_NAMES[problem.actual]}, so ${IMAGE_RULES[family].vendor} would refuse it.`;
    case "short-side":
      return `Use a larger image: ${problem.short} px short side; needs more than ${problem.over}.`;
    case "ratio": {
      const { width, height, within } = problem;
      const [a, b] = within;
      if (width < height) return `Crop the image: 1:${ratioNumber(height / width)} is narrower than ${a}:${b}.`;
      return `Crop the image: ${ratioNumber(width / height)}:1 is wider than ${b}:${a}.`;
    }
    case "pixels":
      return `Use a smaller image: ${problem.width} × ${problem.height} px is ${count(problem.width * problem.height)} pixels; needs fewer than ${problem.under} × ${problem.under} (${count(problem.under ** 2)}).`;
  }
}

/**
 * What can be told of a chosen file before reading it all, as "what to do" sentences; [] when it is worth reading.
 * The type is what the first bytes (`head`, at least 12 of them) say, whatever the file's name or declared type
 * claims. Its pixels are checked once it is read, like any data URI (the form's schema does it).
 */
export function checkImageFile(file: { name: string; type: string; size: number }, head: Uint8Array, family: Family) {
  if (file.size === 0) return [`Choose another image: ${file.name || "this file"} is empty.`];
  const facts = { actual: sniffImageType(head), declared: null, bytes: file.size, pixels: null };
  return imageProblems(facts, family)
    .filter((problem) => problem.kind === "type" || problem.kind === "size")
    .map((problem) => describeImageProblem(problem, family));
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
  return imageProblems(dataUriFacts(ref), family).map((problem) => describeImageProblem(problem, family));
}
