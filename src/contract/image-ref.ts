import type { Family, ImageType } from "./families.ts";
import { pixelSize, type PixelSize } from "./image-header.ts";
import { IMAGE_RULES, sizeAllowed, type ImageRules } from "./image-rules.ts";
import { isHttpUrl } from "./urls.ts";

export type ImageRef =
  { kind: "url"; url: string } | { kind: "data"; mime: string; type: ImageType | null; bytes: number; base64: string };

const DATA_URI = /^data:(image\/[A-Za-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

const SUBTYPES: Record<string, ImageType> = {
  "image/jpeg": "jpeg",
  "image/jpg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/bmp": "bmp",
  "image/x-ms-bmp": "bmp",
};

/** An image is either an http(s) URL or a base64 `data:image/…` URI; null for anything else. */
export function parseImageRef(text: string): ImageRef | null {
  if (isHttpUrl(text)) return { kind: "url", url: text };
  const match = DATA_URI.exec(text);
  if (!match) return null;
  const mime = match[1]!.toLowerCase();
  const base64 = match[2]!;
  if (base64.length % 4 !== 0 || base64.length === 0) return null;
  const padding = base64.endsWith("==") ? 2 : base64.endsWith("=") ? 1 : 0;
  return { kind: "data", mime, type: SUBTYPES[mime] ?? null, bytes: (base64.length / 4) * 3 - padding, base64 };
}

/** What the first bytes say the file is, whatever its name or declared type claims. */
export function sniffImageType(head: Uint8Array): ImageType | "gif" | null {
  const starts = (...sig: number[]) => sig.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x52, 0x49, 0x46, 0x46) && head[8] === 0x57 && head[9] === 0x45 && head[10] === 0x42 && head[11] === 0x50)
    return "webp";
  if (starts(0x42, 0x4d)) return "bmp";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  return null;
}

/** The first `bytes` bytes of base64 data (all of it when `bytes` is Infinity). */
export function base64Head(base64: string, bytes = 12): Uint8Array {
  const binary = atob(bytes === Infinity ? base64 : base64.slice(0, Math.ceil(bytes / 3) * 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** What an image's bytes say about it, whichever way it came (a data URI, a chosen file). */
export type ImageFacts = {
  /** The type its first bytes show. */
  actual: ImageType | "gif" | null;
  /** The type it claims (a data URI's label); null when nothing is claimed (a file is relabelled by its bytes). */
  declared: { type: ImageType | null; mime: string } | null;
  bytes: number;
  /** Its size in pixels, as its header says; null when the header holds none. */
  pixels: PixelSize | null;
};

/** Why the service would refuse an image. Words for it are made where it is shown (the sandbox, the form). */
export type ImageProblem =
  | { kind: "type"; actual: ImageType | "gif" | null; allowed: readonly ImageType[] }
  | { kind: "mislabelled"; actual: ImageType; declared: string }
  | { kind: "size"; bytes: number; max: number; under: boolean }
  | { kind: "unreadable"; actual: ImageType }
  | { kind: "short-side"; short: number; over: number }
  | { kind: "ratio"; width: number; height: number; within: readonly [number, number] }
  | { kind: "pixels"; width: number; height: number; under: number };

/** The pixel rules an image of this size breaks; also used where only the size is known (an image at a URL). */
export function pixelProblems({ width, height }: PixelSize, rules: ImageRules): ImageProblem[] {
  const problems: ImageProblem[] = [];
  const short = Math.min(width, height);
  if (rules.shortSideOver !== undefined && short <= rules.shortSideOver)
    problems.push({ kind: "short-side", short, over: rules.shortSideOver });
  const [a, b] = rules.ratioWithin ?? [0, 1];
  if (rules.ratioWithin && (a * width > b * height || a * height > b * width))
    problems.push({ kind: "ratio", width, height, within: rules.ratioWithin });
  if (rules.pixelsUnder !== undefined && width * height >= rules.pixelsUnder ** 2)
    problems.push({ kind: "pixels", width, height, under: rules.pixelsUnder });
  return problems;
}

/**
 * The family's image rules (contract/image-rules.ts), the one place they are applied: type by
 * the bytes, the label matching them, size in bytes, then size in pixels.
 */
export function imageProblems(facts: ImageFacts, family: Family): ImageProblem[] {
  const rules = IMAGE_RULES[family];
  const problems: ImageProblem[] = [];
  const { actual, declared } = facts;
  const typeAllowed = actual !== null && actual !== "gif" && rules.types.includes(actual);
  if (!typeAllowed) problems.push({ kind: "type", actual, allowed: rules.types });
  else if (declared && declared.type !== actual)
    problems.push({ kind: "mislabelled", actual, declared: declared.mime });
  if (!sizeAllowed(facts.bytes, rules))
    problems.push({ kind: "size", bytes: facts.bytes, max: rules.size.bytes, under: rules.size.under });
  if (typeAllowed)
    problems.push(...(facts.pixels ? pixelProblems(facts.pixels, rules) : [{ kind: "unreadable" as const, actual }]));
  return problems;
}

/** Enough of the start of a file for any header; a JPEG's size may lie after its metadata, past this. */
const HEADER_BYTES = 64 * 1024;

/** The facts of a parsed data URI; its first bytes may not even be base64 a browser can decode. */
export function dataUriFacts(ref: Extract<ImageRef, { kind: "data" }>): ImageFacts {
  const declared = { type: ref.type, mime: ref.mime };
  try {
    const head = base64Head(ref.base64, HEADER_BYTES);
    const actual = sniffImageType(head);
    if (actual === null || actual === "gif") return { actual, declared, bytes: ref.bytes, pixels: null };
    let pixels = pixelSize(head, actual);
    // Only a JPEG's size can lie further in (after its metadata); every other header is at the start.
    if (!pixels && actual === "jpeg" && ref.bytes > head.length)
      pixels = pixelSize(base64Head(ref.base64, Infinity), actual);
    return { actual, declared, bytes: ref.bytes, pixels };
  } catch {
    return { actual: null, declared, bytes: ref.bytes, pixels: null };
  }
}
