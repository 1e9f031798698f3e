import { FAMILY_RULES, type Family, type ImageType } from "../../contract/families.ts";
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
  return FAMILY_RULES[family].imageTypes.map((type) => ACCEPT[type]).join(",");
}

/** "JPG or PNG", "JPG, PNG, WebP or BMP". */
export function allowedTypesText(family: Family): string {
  const names = FAMILY_RULES[family].imageTypes.map((type) => IMAGE_TYPE_NAMES[type]);
  const last = names.pop() ?? "";
  return names.length ? `${names.join(", ")} or ${last}` : last;
}

/** The family's size limit without a needless ".0": "20 MB". */
export function formatLimit(family: Family): string {
  return formatBytes(FAMILY_RULES[family].imageMaxBytes, { round: true });
}

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
    case "size":
      // One decimal cannot show that 20,000,001 bytes is over 20 MB: then give both sizes in bytes.
      if (formatBytes(problem.bytes, { round: true }) === formatLimit(family))
        return `Use an image of at most ${exactBytes(problem.max)} (${formatLimit(family)}): this one is ${exactBytes(problem.bytes)}.`;
      return `Use an image of at most ${formatLimit(family)}: this one is ${formatBytes(problem.bytes)}.`;
  }
}

/**
 * Blocking problems with a chosen file, as "what to do" sentences; [] when it can be sent. The type is what the
 * first bytes (`head`, at least 12 of them) say, whatever the file's name or declared type claims.
 */
export function checkImageFile(file: { name: string; type: string; size: number }, head: Uint8Array, family: Family) {
  if (file.size === 0) return [`Choose another image: ${file.name || "this file"} is empty.`];
  const facts = { actual: sniffImageType(head), declared: null, bytes: file.size };
  return imageProblems(facts, family).map((problem) => describeImageProblem(problem, family));
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
