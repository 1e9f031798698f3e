import { FAMILY_RULES, type Family } from "../../contract/families.ts";
import { allowedTypesText, formatLimit } from "./image-check.ts";

/** Rounded up to two decimals, so a ratio just over 5:2 never reads as "2.5:1". */
const ratioNumber = (value: number) => String(Math.ceil(value * 100 - 1e-9) / 100);

/** The family's documented pixel limits, in words: "short side over 300 px, aspect ratio between 2:5 and 5:2". */
export function pixelRulesText(family: Family): string {
  const { shortSideOver, ratioWithin, sidesUnder } = FAMILY_RULES[family].pixels;
  return [
    shortSideOver !== undefined ? `short side over ${shortSideOver} px` : null,
    ratioWithin
      ? `aspect ratio between ${ratioWithin[0]}:${ratioWithin[1]} and ${ratioWithin[1]}:${ratioWithin[0]}`
      : null,
    sidesUnder !== undefined ? `under ${sidesUnder} × ${sidesUnder} px` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/** Documented pixel limits, as non-blocking warnings; [] while the size is unknown (0 × 0). */
export function pixelWarnings(width: number, height: number, family: Family): string[] {
  if (!(width > 0 && height > 0)) return [];
  const { vendor, pixels } = FAMILY_RULES[family];
  const warnings: string[] = [];
  const short = Math.min(width, height);
  if (pixels.shortSideOver !== undefined && short <= pixels.shortSideOver)
    warnings.push(`The short side is ${short} px: ${vendor} asks for more than ${pixels.shortSideOver} px.`);
  if (pixels.ratioWithin) {
    const [a, b] = pixels.ratioWithin;
    if (a * width > b * height || a * height > b * width) {
      const ratio = width >= height ? `${ratioNumber(width / height)}:1` : `1:${ratioNumber(height / width)}`;
      warnings.push(`The aspect ratio is ${ratio}: ${vendor} asks for one between ${a}:${b} and ${b}:${a}.`);
    }
  }
  if (pixels.sidesUnder !== undefined && (width >= pixels.sidesUnder || height >= pixels.sidesUnder))
    warnings.push(
      `The image is ${width} × ${height} px: ${vendor} asks for less than ${pixels.sidesUnder} px on each side.`,
    );
  return warnings;
}

/** What the family's images must be, in words made from the rules: "JPG or PNG, up to 20 MB; short side over 300 px, …". */
export function imageRulesText(family: Family): string {
  const pixels = pixelRulesText(family);
  return `${allowedTypesText(family)}, up to ${formatLimit(family)}${pixels ? `; ${pixels}` : ""}.`;
}
