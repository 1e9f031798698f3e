import type { ImageType } from "./families.ts";

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

export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).host);
  } catch {
    return false;
  }
}

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
