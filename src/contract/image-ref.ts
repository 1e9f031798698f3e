import { FAMILY_RULES, type Family, type ImageType } from "./families.ts";
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

export function base64Head(base64: string, bytes = 12): Uint8Array {
  const chunk = base64.slice(0, Math.ceil(bytes / 3) * 4);
  return Uint8Array.from(atob(chunk), (c) => c.charCodeAt(0));
}

/** What an image's bytes say about it, whichever way it came (a data URI, a chosen file). */
export type ImageFacts = {
  /** The type its first bytes show. */
  actual: ImageType | "gif" | null;
  /** The type it claims (a data URI's label); null when nothing is claimed (a file is relabelled by its bytes). */
  declared: { type: ImageType | null; mime: string } | null;
  bytes: number;
};

/** Why the service would refuse an image. Words for it are made where it is shown (the sandbox, the form). */
export type ImageProblem =
  | { kind: "type"; actual: ImageType | "gif" | null; allowed: readonly ImageType[] }
  | { kind: "mislabelled"; actual: ImageType; declared: string }
  | { kind: "size"; bytes: number; max: number };

/** The family's image rules, the one place they are applied: type by the bytes, the label matching them, size. */
export function imageProblems(facts: ImageFacts, family: Family): ImageProblem[] {
  const rules = FAMILY_RULES[family];
  const problems: ImageProblem[] = [];
  const { actual, declared } = facts;
  if (actual === null || actual === "gif" || !rules.imageTypes.includes(actual))
    problems.push({ kind: "type", actual, allowed: rules.imageTypes });
  else if (declared && declared.type !== actual)
    problems.push({ kind: "mislabelled", actual, declared: declared.mime });
  if (facts.bytes > rules.imageMaxBytes) problems.push({ kind: "size", bytes: facts.bytes, max: rules.imageMaxBytes });
  return problems;
}

/** The facts of a parsed data URI; its first bytes may not even be base64 a browser can decode. */
export function dataUriFacts(ref: Extract<ImageRef, { kind: "data" }>): ImageFacts {
  let actual: ImageType | "gif" | null = null;
  try {
    actual = sniffImageType(base64Head(ref.base64));
  } catch {
    actual = null;
  }
  return { actual, declared: { type: ref.type, mime: ref.mime }, bytes: ref.bytes };
}
