import type { Family, VideoKind } from "./families.ts";
import { familyOf, videoKindOf } from "./families.ts";
import { DEFAULT_THREE_D_MODEL, THREE_D_MODELS } from "./three-d-models.ts";

export type CatalogEntry = {
  id: string;
  family: Family;
  /** Which inputs apply; null for 3D. */
  videoKind: VideoKind | null;
  cameraDirectives: boolean;
  /** The id has not been confirmed on the real service: keep it editable. */
  unconfirmed?: boolean;
};

export const CATALOG: readonly CatalogEntry[] = [
  {
    id: "minimax/t2v-01-director",
    family: "video",
    videoKind: "text",
    cameraDirectives: true,
  },
  {
    id: "minimax/i2v-01-director",
    family: "video",
    videoKind: "first-frame",
    cameraDirectives: true,
  },
  {
    id: "minimax/i2v-01-live",
    family: "video",
    videoKind: "first-frame",
    cameraDirectives: false,
  },
  {
    id: "minimax/s2v-01",
    family: "video",
    videoKind: "subject",
    cameraDirectives: false,
  },
  // The 3D models, with the levels and formats each offers, are contract data the sandbox reads too.
  ...THREE_D_MODELS.map((model) => ({
    id: model.id,
    family: "3d" as const,
    videoKind: null,
    cameraDirectives: false,
    unconfirmed: !model.idEvidence.confirmed,
  })),
];

export const DEFAULT_MODEL: Record<Family, string> = {
  video: "minimax/t2v-01-director",
  "3d": DEFAULT_THREE_D_MODEL,
};

export function catalogEntry(id: string): CatalogEntry | undefined {
  return CATALOG.find((entry) => entry.id === id.trim());
}

export function catalogFor(family: Family): CatalogEntry[] {
  return CATALOG.filter((entry) => entry.family === family);
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

/** Whether a model reads camera moves: the catalog says; an id it does not know is assumed to. */
export function readsCameraMoves(model: string): boolean {
  return catalogEntry(model)?.cameraDirectives ?? true;
}
