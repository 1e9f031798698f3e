import { ALL_OFFERED, FILE_FORMATS, type SubdivisionLevel, type ThreeDOffer } from "./three-d-flags.ts";

/** How sure we are of a fact: a public page says it, or it is our best reading of what pages say. */
export type Evidence = { confirmed: boolean; source: string };

export type ThreeDModel = ThreeDOffer & { id: string; levelsEvidence: Evidence; idEvidence: Evidence };

/**
 * The Seed3D models we know, with the levels and formats each offers: the app's controls and the
 * sandbox's checks both read this. Neither model id is confirmed on the router (keep it editable).
 */
export const THREE_D_MODELS: readonly ThreeDModel[] = [
  {
    id: "bytedance/doubao-seed3d-1.0",
    level: ["medium"],
    format: FILE_FORMATS,
    levelsEvidence: {
      confirmed: true,
      // The vendor's page (SERVICE-NOTES, second pass) says "only medium for now" and marks high/low
      // as new; a reseller's copy of the vendor's parameters says the same. We follow the words.
      source:
        "Vendor page: 1.0 supports only medium for now (high/low marked new); docs.geekai.co/cn/docs/3d/bytedance/doubao-seed3d-1.0 repeats it",
    },
    idEvidence: { confirmed: false, source: "The vendor's id is doubao-seed3d-1-0-250928; the router's is unknown" },
  },
  {
    id: "bytedance/doubao-seed3d-2.0",
    level: ALL_OFFERED.level,
    format: FILE_FORMATS,
    levelsEvidence: {
      confirmed: false,
      // Face budgets for 2.0 (1M/500k/100k) are documented per level; a reseller's page offers low/medium/high.
      source:
        "Best reading: SERVICE-NOTES lists 2.0 face budgets for high/medium/low; wavespeed.ai's 2.0 page offers all three",
    },
    idEvidence: { confirmed: false, source: "The vendor's id is doubao-seed3d-2-0-260328; the router's is unknown" },
  },
];

export const DEFAULT_THREE_D_MODEL = THREE_D_MODELS[0]!.id;

/**
 * What a 3D model offers: its catalog entry's lists, or, for an id we do not know, everything the
 * vendor documents (`inCatalog` false: the page notes that the service decides).
 */
export function threeDOfferOf(model: string): ThreeDOffer & { inCatalog: boolean } {
  const known = THREE_D_MODELS.find((entry) => entry.id === model.trim());
  return known ? { level: known.level, format: known.format, inCatalog: true } : { ...ALL_OFFERED, inCatalog: false };
}

/** The first catalog model that offers a level (Seed3D 1.0 offers only medium). */
export function modelOffering(level: SubdivisionLevel): string {
  return (THREE_D_MODELS.find((model) => model.level.includes(level)) ?? THREE_D_MODELS[0]!).id;
}
