import type { Family, ImageType } from "./families.ts";

/**
 * What a vendor accepts as a source image: the one table the composer's checks, its words and
 * the sandbox's refusals are all made from. The vendors refuse what breaks these: they are errors.
 */
export type ImageRules = {
  /** Who sets the rules, as people know them. */
  vendor: string;
  types: readonly ImageType[];
  /** The size limit in bytes: sizes must be under it (`under`) or at most it. */
  size: { bytes: number; under: boolean };
  /** The short side must be longer than this many pixels. */
  shortSideOver?: number;
  /** The aspect ratio (width:height) must lie between a:b and b:a. */
  ratioWithin?: readonly [number, number];
  /** Total pixels must be under side × side. */
  pixelsUnder?: number;
  /** Where the rules come from, and whether a public page says them. */
  source: string;
  confirmed: boolean;
};

export const IMAGE_RULES: Record<Family, ImageRules> = {
  // first_frame_image and subject_reference[].image.
  video: {
    vendor: "MiniMax",
    types: ["jpeg", "png", "webp"],
    size: { bytes: 20_000_000, under: true },
    shortSideOver: 300,
    ratioWithin: [2, 5],
    source:
      "MiniMax's video API reference (SERVICE-NOTES, second pass): JPG/JPEG/PNG/WebP, under 20 MB, short side > 300 px, 2:5 to 5:2",
    confirmed: true,
  },
  // image.
  "3d": {
    vendor: "Seed3D",
    types: ["jpeg", "png", "webp", "bmp"],
    size: { bytes: 10_000_000, under: false },
    pixelsUnder: 4096,
    source:
      "Seed3D's API reference (SERVICE-NOTES, second pass): JPG/PNG/WebP/BMP, at most 10 MB (10,000,000 bytes), under 4096 × 4096 pixels in all",
    confirmed: true,
  },
};

/** Whether a size in bytes is within the rules. */
export function sizeAllowed(bytes: number, rules: ImageRules): boolean {
  return rules.size.under ? bytes < rules.size.bytes : bytes <= rules.size.bytes;
}
