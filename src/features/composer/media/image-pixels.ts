import { t } from "@lingui/core/macro";
import type { Family } from "../../../contract/families.ts";
import type { PixelSize } from "../../../contract/image-header.ts";
import { pixelProblems } from "../../../contract/image-ref.ts";
import { IMAGE_RULES } from "../../../contract/image-rules.ts";
import { allowedTypesText, describeImageProblem, sizeRuleText } from "../../../entities/task/checks/image-check.ts";

/** The family's pixel rules, in words: "short side over 300 px, aspect ratio between 2:5 and 5:2". */
export function pixelRulesText(family: Family): string {
  const { shortSideOver, ratioWithin, pixelsUnder } = IMAGE_RULES[family];
  return [
    shortSideOver !== undefined ? t`short side over ${shortSideOver} px` : null,
    ratioWithin ? ratioRule(ratioWithin) : null,
    pixelsUnder !== undefined ? t`under ${pixelsUnder} × ${pixelsUnder} pixels in all` : null,
  ]
    .filter(Boolean)
    .join(t({ message: ", ", context: "image problems" }));
}

function ratioRule([a, b]: readonly [number, number]): string {
  return t`aspect ratio between ${a}:${b} and ${b}:${a}`;
}

/** The pixel rules an image of this size breaks, in words; [] while the size is unknown (0 × 0). */
export function pixelProblemTexts({ width, height }: PixelSize, family: Family): string[] {
  if (!(width > 0 && height > 0)) return [];
  return pixelProblems({ width, height }, IMAGE_RULES[family]).map((problem) => describeImageProblem(problem, family));
}

/** What the family's images must be, in words made from the rules: "JPG, PNG or WebP, under 20 MB; short side over 300 px, …". */
export function imageRulesText(family: Family): string {
  const types = allowedTypesText(family);
  const size = sizeRuleText(family);
  const pixels = pixelRulesText(family);
  return pixels ? t`${types}, ${size}; ${pixels}.` : t`${types}, ${size}.`;
}
