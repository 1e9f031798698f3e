import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { RATINGS } from "../../../contract/verdict-limits.ts";
import { OUTCOME_TABLE } from "../../../entities/verdict/outcomes.ts";
import type { Verdict } from "../../../contract/verdict-schema.ts";

// The grid's Heatmap: each cell coloured by its verdict's outcome or its rating, always with its
// symbol or figure as well (never the colour alone).

export const HEAT_BY = ["outcome", "rating"] as const;
export type HeatBy = (typeof HEAT_BY)[number];

export const HEAT_BY_LABELS: Record<HeatBy, MessageDescriptor> = {
  outcome: msg({ message: "Outcome", context: "colour by" }),
  rating: msg({ message: "Rating", context: "colour by" }),
};

/**
 * Worst to best, one per rating: a tint with its own hue's darkest text (far above 4.5:1), from
 * Tailwind's palette so that a theme mapping the palette maps both sides of each pair.
 */
export const HEAT_SCALE = [
  "bg-red-200 text-red-950",
  "bg-orange-200 text-orange-950",
  "bg-amber-100 text-amber-950",
  "bg-lime-200 text-lime-950",
  "bg-emerald-200 text-emerald-950",
] as const satisfies { length: (typeof RATINGS)["length"] };

/** A cell that has no outcome (or no rating) to colour it. */
export const NO_HEAT = { className: "bg-slate-100 text-slate-800", text: "–" };

export type Heat = { className: string; text: string };

/** A cell's colour and symbol: its outcome's mark at the scale's end (passing: the best), or its rating's place. */
export function heatOf(verdict: Verdict | undefined, by: HeatBy): Heat {
  if (by === "outcome") {
    if (!verdict?.outcome) return NO_HEAT;
    const { passes, mark } = OUTCOME_TABLE[verdict.outcome];
    return { className: passes ? HEAT_SCALE[HEAT_SCALE.length - 1]! : HEAT_SCALE[0], text: mark };
  }
  if (verdict?.rating == null) return NO_HEAT;
  return { className: HEAT_SCALE[verdict.rating - RATINGS[0]] ?? NO_HEAT.className, text: `★${verdict.rating}` };
}
