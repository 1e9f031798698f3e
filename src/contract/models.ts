import type { Family, VideoKind } from "./families.ts";
import { familyOf, videoKindOf } from "./families.ts";
import { ALL_OFFERED, FILE_FORMATS, type SubdivisionLevel, type ThreeDOffer } from "./three-d-flags.ts";
import type { Evidence } from "./evidence.ts";
import type { ModelParams, ParamSpec, VideoParam } from "./model-params.ts";

/**
 * One model the app knows: what it is, what it takes and what it offers, with the evidence for
 * each. The composer's controls, the deck and the sandbox's checks all read this one list; the
 * page's words for a model are keyed by its id in the catalogs (features/composer/model-labels.ts).
 */
export type ModelEntry = {
  id: string;
  family: Family;
  /** Which input a video model requires; null for 3D. */
  videoKind: VideoKind | null;
  cameraDirectives: boolean;
  /** The levels and formats a 3D model offers. */
  offer: ThreeDOffer | null;
  /** The id as the router spells it (unconfirmed: keep it editable), and for 3D the levels offered. */
  evidence: { id: Evidence; levels?: Evidence };
  /** The parameters it takes beyond its family's fields, each a control in the composer. */
  params?: ModelParams;
};

// SERVICE-NOTES lists three MiniMax ids and names a fourth as "also seen"; camera moves are the director models'.
const LISTED: Evidence = { confirmed: true, source: "SERVICE-NOTES: model ids listed by the service" };
const SEEN: Evidence = { confirmed: false, source: "SERVICE-NOTES: also seen, not listed" };
const video = (id: string, videoKind: VideoKind, cameraDirectives: boolean, evidence: Evidence): ModelEntry => ({
  id,
  family: "video",
  videoKind,
  cameraDirectives,
  offer: null,
  evidence: { id: evidence },
});

// MiniMax's own pages document Hailuo-02 and its parameters; no router page lists them (SERVICE-NOTES, third pass).
const MINIMAX_PAGE: Evidence = { confirmed: false, source: "MiniMax's Hailuo-02 API page; no router page lists it" };
const choice = (values: readonly (string | number)[], fallback: string | number): ParamSpec => ({
  kind: "choice",
  values,
  fallback,
  evidence: MINIMAX_PAGE,
});

export const MODELS: readonly ModelEntry[] = [
  video("minimax/t2v-01-director", "text", true, LISTED),
  video("minimax/i2v-01-director", "first-frame", true, LISTED),
  video("minimax/i2v-01-live", "first-frame", false, SEEN),
  video("minimax/s2v-01", "subject", false, LISTED),
  {
    // Hailuo-02 also writes from text alone; it is listed for its first-and-last-frame use, the one its parameters serve.
    ...video("minimax/hailuo-02", "first-frame", true, { ...MINIMAX_PAGE, source: "The vendor's id is MiniMax-Hailuo-02" }),
    params: {
      specs: {
        duration: choice([6, 10], 6),
        resolution: choice(["512P", "768P", "1080P"], "768P"),
        last_frame_image: { kind: "image", evidence: MINIMAX_PAGE },
      },
      // 10 s only at 512P and 768P (1080P only at 6 s); no last frame at 512P.
      rules: [
        { when: "duration", is: [10], needs: "resolution", oneOf: ["512P", "768P"] },
        { when: "last_frame_image", needs: "resolution", oneOf: ["768P", "1080P"] },
      ],
    },
  },
  {
    id: "bytedance/doubao-seed3d-1.0",
    family: "3d",
    videoKind: null,
    cameraDirectives: false,
    offer: { level: ["medium"], format: FILE_FORMATS },
    evidence: {
      id: { confirmed: false, source: "The vendor's id is doubao-seed3d-1-0-250928; the router's is unknown" },
      // The vendor's page (SERVICE-NOTES, second pass) says "only medium for now" and marks high/low
      // as new; a reseller's copy of the vendor's parameters says the same. We follow the words.
      levels: {
        confirmed: true,
        source:
          "Vendor page: 1.0 supports only medium for now (high/low marked new); docs.geekai.co/cn/docs/3d/bytedance/doubao-seed3d-1.0 repeats it",
      },
    },
  },
  {
    id: "bytedance/doubao-seed3d-2.0",
    family: "3d",
    videoKind: null,
    cameraDirectives: false,
    offer: ALL_OFFERED,
    evidence: {
      id: { confirmed: false, source: "The vendor's id is doubao-seed3d-2-0-260328; the router's is unknown" },
      // Face budgets for 2.0 (1M/500k/100k) are documented per level; a reseller's page offers low/medium/high.
      levels: {
        confirmed: false,
        source:
          "Best reading: SERVICE-NOTES lists 2.0 face budgets for high/medium/low; wavespeed.ai's 2.0 page offers all three",
      },
    },
  },
];

export const DEFAULT_MODEL: Record<Family, string> = {
  video: "minimax/t2v-01-director",
  "3d": "bytedance/doubao-seed3d-1.0",
};

export function catalogEntry(id: string): ModelEntry | undefined {
  return MODELS.find((entry) => entry.id === id.trim());
}

export function catalogFor(family: Family): ModelEntry[] {
  return MODELS.filter((entry) => entry.family === family);
}

/**
 * What a video model takes: from the catalog, else from its name (t2v/i2v/s2v), else the
 * kind the user picked for an id we do not know.
 */
export function resolveVideoKind(model: string, picked: VideoKind): { kind: VideoKind; known: boolean } {
  const entry = catalogEntry(model);
  if (entry?.videoKind) return { kind: entry.videoKind, known: true };
  const named = familyOf(model) === "video" ? videoKindOf(model) : null;
  return named ? { kind: named, known: true } : { kind: picked, known: false };
}

/** The parameters a model declares, with their specs, in the catalog's order; none for a model it does not know. */
export function paramsOf(model: string): [VideoParam, ParamSpec][] {
  return Object.entries(catalogEntry(model)?.params?.specs ?? {}) as [VideoParam, ParamSpec][];
}

/** Whether a model reads camera moves: the catalog says; an id it does not know is assumed to. */
export function readsCameraMoves(model: string): boolean {
  return catalogEntry(model)?.cameraDirectives ?? true;
}

/**
 * What a 3D model offers: its catalog entry's lists, or, for an id we do not know, everything the
 * vendor documents (`inCatalog` false: the page notes that the service decides).
 */
export function threeDOfferOf(model: string): ThreeDOffer & { inCatalog: boolean } {
  const offer = catalogEntry(model)?.offer;
  return offer ? { ...offer, inCatalog: true } : { ...ALL_OFFERED, inCatalog: false };
}

/** The first catalog 3D model that offers a level (Seed3D 1.0 offers only medium). */
export function modelOffering(level: SubdivisionLevel): string {
  return (catalogFor("3d").find((model) => model.offer?.level.includes(level)) ?? catalogFor("3d")[0]!).id;
}
