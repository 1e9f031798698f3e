import { FAMILIES, FAMILY_RULES, type Family } from "./families.ts";
import { IMAGE_RULES } from "./image-rules.ts";

// What a submission body may be, at most, before anyone parses it: derived from what the
// vendors accept, so a body they would take is never refused here, and one far past it is
// refused without the cost of reading it as JSON.

/** JSON may write a code point outside the BMP as two `\uXXXX` escapes: 12 bytes. */
const JSON_BYTES_PER_CODE_POINT = 12;
/** `data:image/webp;base64,` is 23 characters; any accepted type's prefix fits. */
const DATA_URI_PREFIX_BYTES = 64;
/**
 * Room for the other fields (model, callback_url, extra fields), pretty-printing, and a client
 * that writes `/` as `\/`: base64 is one part in 64 slashes, about 0.42 MB on the largest image.
 */
const OTHER_FIELDS_BYTES = 1024 * 1024;

const base64Length = (bytes: number) => 4 * Math.ceil(bytes / 3);

/** The largest image a family's vendor takes, as a data URI, and its longest prompt, fully escaped. */
function largestBody(family: Family): number {
  const { size } = IMAGE_RULES[family];
  const imageBytes = size.under ? size.bytes - 1 : size.bytes;
  const promptBytes = (FAMILY_RULES[family].promptMax ?? 0) * JSON_BYTES_PER_CODE_POINT;
  return DATA_URI_PREFIX_BYTES + base64Length(imageBytes) + promptBytes;
}

/**
 * The largest submission body the sandbox reads and the proxy forwards (MiniMax's image makes
 * it): over it, 413 before a byte is parsed.
 */
export const MAX_SUBMIT_BODY_BYTES = Math.max(...FAMILIES.map(largestBody)) + OTHER_FIELDS_BYTES;

/**
 * JSON values, object keys included, in one body. A generation body has about a dozen (model,
 * prompt, one image, a callback, a few extra fields): this is hundreds of times more than anyone
 * sends, and still few enough that parsing them costs well under a millisecond and a megabyte.
 * What it stops: 27 MB of `[{},{},…]`, nine million objects for JSON.parse to build.
 */
export const MAX_BODY_ITEMS = 10_000;

/**
 * Nesting of objects and arrays. The deepest real path is subject_reference[0].image[0], four
 * levels; the request log's walk over a parsed body recurses no deeper than this.
 */
export const MAX_BODY_DEPTH = 32;

export type ShapeBounds = { items: number; depth: number };
export type BodyShapeProblem = { kind: keyof ShapeBounds; max: number };

const BODY_BOUNDS: ShapeBounds = { items: MAX_BODY_ITEMS, depth: MAX_BODY_DEPTH };

/**
 * What the composer's extra fields may add to a body (the one part a person sizes freely: the
 * image and the prompt are held to the vendor's limits): half the room beside those, and half
 * the values, so the form's own fields always fit in the rest and no body it builds is refused.
 */
export const EXTRA_FIELDS_BOUNDS: ShapeBounds & { bytes: number } = {
  bytes: OTHER_FIELDS_BYTES / 2,
  items: MAX_BODY_ITEMS / 2,
  depth: MAX_BODY_DEPTH,
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Letters, digits, `-`, `+`, `.`: the bytes numbers, true, false and null are made of. */
const isAtomByte = (b: number) =>
  (b >= 0x30 && b <= 0x39) ||
  (b >= 0x61 && b <= 0x7a) ||
  (b >= 0x41 && b <= 0x5a) ||
  b === 0x2d ||
  b === 0x2b ||
  b === 0x2e;

/**
 * One pass over a body's bytes, allocating nothing per value: counts the JSON values (keys
 * included) and the nesting it would build if parsed, and stops at the first bound passed.
 * Not a validator: JSON.parse still says whether it is JSON, once it is known to be cheap to ask.
 */
export function bodyShapeProblem(bytes: Uint8Array, bounds = BODY_BOUNDS): BodyShapeProblem | null {
  let items = 0;
  let depth = 0;
  let inString = false;
  let inAtom = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === BACKSLASH) i++;
      else if (b === QUOTE) inString = false;
      continue;
    }
    const atom = isAtomByte(b);
    if (atom && !inAtom) items++;
    inAtom = atom;
    if (b === QUOTE) {
      inString = true;
      items++;
    } else if (b === 0x7b || b === 0x5b) {
      items++;
      if (++depth > bounds.depth) return { kind: "depth", max: bounds.depth };
    } else if ((b === 0x7d || b === 0x5d) && depth > 0) depth--;
    if (items > bounds.items) return { kind: "items", max: bounds.items };
  }
  return null;
}
