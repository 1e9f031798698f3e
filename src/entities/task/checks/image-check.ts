import { formatNumber } from "../../../lib/format-number.ts";
import { t } from "@lingui/core/macro";
import type { Family, ImageType } from "../../../contract/families.ts";
import { IMAGE_RULES } from "../../../contract/image-rules.ts";
import {
  dataUriFacts,
  imageProblems,
  parseImageRef,
  sniffImageType,
  type ImageProblem,
} from "../../../contract/image-ref.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";

/** How people call each type: the names on the file-type menus, not the MIME subtypes (the same in every language). */
export const IMAGE_TYPE_NAMES: Record<ImageType | "gif", string> = {
  jpeg: "JPG",
  png: "PNG",
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a format's name, not a word
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

// The sentences below are put into words when they are shown (or a value is checked), in the
// language of that moment: never at module load, which would fix them in the first language.

/** "JPG or PNG", "JPG, PNG, WebP or BMP". */
export function allowedTypesText(family: Family): string {
  const names = IMAGE_RULES[family].types.map((type) => IMAGE_TYPE_NAMES[type]);
  const last = names.pop() ?? "";
  const others = names.join(", ");
  return names.length ? t`${others} or ${last}` : last;
}

/** The family's size limit without a needless ".0": "20 MB". */
export function formatLimit(family: Family): string {
  return formatBytes(IMAGE_RULES[family].size.bytes, { round: true });
}

/** The size rule in words: "under 20 MB", "at most 10 MB". */
export function sizeRuleText(family: Family): string {
  const limit = formatLimit(family);
  return IMAGE_RULES[family].size.under ? t`under ${limit}` : t`at most ${limit}`;
}

/**
 * A ratio over its limit, rounded up to one decimal (6.67 reads "6.7"), or to as many more as it
 * takes not to read as the limit itself (2.5025 over 2.5 reads "2.503", never "2.5").
 */
function ratioNumber(value: number, limit: number): string {
  let scale = 10;
  while (scale < 10_000 && Math.round(value * scale) / scale <= limit) scale *= 10;
  return String(Math.ceil(value * scale - 1e-9) / scale);
}
const count = (n: number) => formatNumber(n);

const exactBytes = (bytes: number) => {
  const number = count(bytes);
  return t`${number} bytes`;
};

/**
 * A problem with an image (contract/image-ref.ts finds them) as a "what to do" sentence. A chosen
 * file's type and size are said of it by its `name`, so a refusal never seems to be about the
 * image already in the field.
 */
export function describeImageProblem(problem: ImageProblem, family: Family, name?: string): string {
  const allowed = allowedTypesText(family);
  const limit = formatLimit(family);
  switch (problem.kind) {
    case "type": {
      const seen = problem.actual ? IMAGE_TYPE_NAMES[problem.actual] : null;
      if (name)
        return seen
          ? t`Use a ${allowed} image: ${name} is a ${seen}.`
          : t`Use a ${allowed} image: ${name} is not an image of a known type.`;
      return seen
        ? t`Use a ${allowed} image: this file is a ${seen}.`
        : t`Use a ${allowed} image: this file is not an image of a known type.`;
    }
    case "mislabelled": {
      const { actual, declared } = problem;
      const name = IMAGE_TYPE_NAMES[actual];
      return t`Start the data URI with "data:image/${actual};base64,": the data is a ${name}, but it says ${declared}.`;
    }
    case "size": {
      // One decimal cannot show that 10,000,001 bytes is over 10 MB: then give both sizes in bytes.
      const exact = formatBytes(problem.bytes, { round: true }) === limit;
      const [max, size] = exact
        ? [`${exactBytes(problem.max)} (${limit})`, exactBytes(problem.bytes)]
        : [limit, formatBytes(problem.bytes)];
      if (name)
        return problem.under
          ? t`Use an image under ${max}: ${name} is ${size}.`
          : t`Use an image of at most ${max}: ${name} is ${size}.`;
      return problem.under
        ? t`Use an image under ${max}: this one is ${size}.`
        : t`Use an image of at most ${max}: this one is ${size}.`;
    }
    case "unreadable": {
      const name = IMAGE_TYPE_NAMES[problem.actual];
      const vendor = IMAGE_RULES[family].vendor;
      return t`Use another image: no size in pixels can be read from this ${name}, so ${vendor} would refuse it.`;
    }
    case "short-side": {
      const { short, over } = problem;
      return t`Use a larger image: ${short} px short side; needs more than ${over}.`;
    }
    case "ratio": {
      // Both sides of the rule as n:1 (or 1:n), so the image's figure and the limit compare at a glance.
      const { width, height, within } = problem;
      const limit = within[1] / within[0];
      const most = String(limit);
      const ratio = ratioNumber(Math.max(width, height) / Math.min(width, height), limit);
      return width < height
        ? t`Crop the image: ratio 1:${ratio}; at most 1:${most}.`
        : t`Crop the image: ratio ${ratio}:1; at most ${most}:1.`;
    }
    case "pixels": {
      const { width, height, under } = problem;
      const pixels = count(width * height);
      const most = count(under ** 2);
      return t`Use a smaller image: ${width} × ${height} px is ${pixels} pixels; needs fewer than ${under} × ${under} (${most}).`;
    }
  }
}

/**
 * What can be told of a chosen file before reading it all, as "what to do" sentences; [] when it is worth reading.
 * The type is what the first bytes (`head`, at least 12 of them) say, whatever the file's name or declared type
 * claims. Its pixels are checked once it is read, like any data URI (the form's schema does it).
 */
export function checkImageFile(file: { name: string; type: string; size: number }, head: Uint8Array, family: Family) {
  if (file.size === 0) {
    const name = file.name;
    return [name ? t`Choose another image: ${name} is empty.` : t`Choose another image: this file is empty.`];
  }
  const facts = { actual: sniffImageType(head), declared: null, bytes: file.size, pixels: null };
  return imageProblems(facts, family)
    .filter((problem) => problem.kind === "type" || problem.kind === "size")
    .map((problem) => describeImageProblem(problem, family, file.name || undefined));
}

export const notAnImageRef = () => t`Enter an http(s) URL to an image, or choose a file.`;
export const brokenDataUri = () =>
  t`Paste a complete base64 image data URI (data:image/png;base64,…), or choose a file.`;
/** What to say of a value that is no image reference: one that starts like a data URI is named as a broken one. */
export const unreadableImageRef = (value: unknown) =>
  typeof value === "string" && /^\s*data:/i.test(value) ? brokenDataUri() : notAnImageRef();

/**
 * Blocking problems with a typed or pasted value; [] for an empty value (whether one is needed is the form's
 * business) and for any http(s) URL (what it points to cannot be checked here). A data URI is checked like a
 * file, and its declared type must match its bytes, as the service requires.
 */
export function checkImageRefText(text: string, family: Family): string[] {
  if (text.trim() === "") return [];
  const ref = parseImageRef(text);
  if (!ref) return [unreadableImageRef(text)];
  if (ref.kind === "url") return [];
  return imageProblems(dataUriFacts(ref), family).map((problem) => describeImageProblem(problem, family));
}
