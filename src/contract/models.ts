import type { Family, VideoKind } from "./families.ts";
import { familyOf, videoKindOf } from "./families.ts";
import { ALL_OFFERED, FILE_FORMATS, type SubdivisionLevel, type ThreeDOffer } from "./three-d-flags.ts";
import type { Evidence } from "./evidence.ts";
import type { ParamRule, ParamSpec } from "./model-params.ts";

/** Every parameter a catalog model takes (its spec is in the model's entry): a form value each, named as the body names it. */
export const VIDEO_PARAMS = ["duration", "resolution", "last_frame_image"] as const;

export type VideoParam = (typeof VIDEO_PARAMS)[number];

export type ModelParams = { specs: Partial<Record<VideoParam, ParamSpec>>; rules: readonly ParamRule<VideoParam>[] };

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
// For 3D, the vendor's id is known and the router's is not ("unknown").
const LISTED: Evidence = { confirmed: true, source: "listed" };
const SEEN: Evidence = { confirmed: false, source: "seen" };
const UNKNOWN_ID: Evidence = { confirmed: false, source: "unknown" };
const video = (id: string, videoKind: VideoKind, cameraDirectives: boolean, evidence: Evidence): ModelEntry => ({
  id,
  family: "video",
  videoKind,
  cameraDirectives,
  offer: null,
  evidence: { id: evidence },
});

// MiniMax's own pages document Hailuo-02 (the vendor's id: MiniMax-Hailuo-02) and its parameters;
// no router page lists them (SERVICE-NOTES, third pass).
const MINIMAX_PAGE: Evidence = { confirmed: false, source: "MiniMax's page" };
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
    ...video("minimax/hailuo-02", "first-frame", true, MINIMAX_PAGE),
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
    // The vendor's id is doubao-seed3d-1-0-250928; the router's is unknown. The vendor's page
    // (SERVICE-NOTES, second pass) says 1.0 supports "only medium for now" and marks high/low as new;
    // docs.geekai.co/cn/docs/3d/bytedance/doubao-seed3d-1.0 repeats it. We follow the words.
    // (The sources are in comments: the catalog ships with the page, and its bytes are counted.)
    evidence: { id: UNKNOWN_ID, levels: { confirmed: true, source: "vendor page" } },
  },
  {
    id: "bytedance/doubao-seed3d-2.0",
    family: "3d",
    videoKind: null,
    cameraDirectives: false,
    offer: ALL_OFFERED,
    // The vendor's id is doubao-seed3d-2-0-260328; the router's is unknown. Best reading of the
    // levels: SERVICE-NOTES lists 2.0 face budgets for high/medium/low (1M/500k/100k); wavespeed.ai's
    // 2.0 page offers all three.
    evidence: { id: UNKNOWN_ID, levels: { confirmed: false, source: "best reading" } },
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
