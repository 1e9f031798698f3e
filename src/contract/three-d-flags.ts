export const SUBDIVISION_LEVELS = ["low", "medium", "high"] as const;
export const FILE_FORMATS = ["glb", "obj", "usd", "usdz"] as const;

export type SubdivisionLevel = (typeof SUBDIVISION_LEVELS)[number];
export type FileFormat = (typeof FILE_FORMATS)[number];

export const DEFAULT_LEVEL: SubdivisionLevel = "medium";
export const DEFAULT_FORMAT: FileFormat = "glb";

export type ThreeDFlags = { level: SubdivisionLevel; format: FileFormat };

/** The flag that writes each setting. */
export const FLAG_NAMES = { level: "--subdivisionlevel", format: "--fileformat" } as const;
/** The vendor's documented short forms: `--sl` is `--subdivisionlevel`, `--ff` is `--fileformat`. */
export const FLAG_SHORT_NAMES = { level: "--sl", format: "--ff" } as const;

export type FlagKey = keyof typeof FLAG_NAMES;

/** What a model offers for each setting; the vendor's full lists when a model says nothing narrower. */
export type ThreeDOffer = { level: readonly SubdivisionLevel[]; format: readonly FileFormat[] };
export const ALL_OFFERED: ThreeDOffer = { level: SUBDIVISION_LEVELS, format: FILE_FORMATS };

export function writeThreeDFlags(flags: ThreeDFlags): string {
  return `${FLAG_NAMES.level} ${flags.level} ${FLAG_NAMES.format} ${flags.format}`;
}
