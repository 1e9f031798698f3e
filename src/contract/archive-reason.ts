/**
 * Why the workspace's archive did not keep a file: a code each page words in its own language,
 * the figures those words name, and the server's own sentence in English (`text`: the API's
 * `reason`, its log and reports). Kept as JSON in the file's row (archive_files.error); a row
 * from before the codes holds the sentence alone and reads as `other`.
 */
export const ARCHIVE_REASON_CODES = [
  /** The file proxy's rules refused its address (`detail`: which, and why). */
  "refused",
  "host_timeout",
  /** `detail`: the network's error. */
  "host_unreachable",
  /** The file host (or the sandbox) answered `status`, not the file. */
  "host_status",
  /** Larger than this server keeps: `bytes` is its limit. */
  "too_large",
  /** A .gltf or an .obj (`name`) past `bytes`: what it names is not looked for. */
  "model_too_large",
  /** `name`, which `by` names, lies outside its folder. */
  "neighbour_outside",
  /** `name` names more than `count` files beside it. */
  "too_many_neighbours",
  /** `name`, which `by` names, was not copied: `cause` says why. */
  "neighbour_failed",
  /** The archive's folder refused the file (`detail`: the system's code). */
  "storage_failed",
  /** `detail`: the error that cut the transfer. */
  "transfer_cut",
  /** Longer than the copy's time limit of `seconds`. */
  "time_limit",
  /** Past the quota: the file's `bytes`, the `quota`, what is `used`. */
  "quota_full",
  /** Removed after the retention period of `days`. */
  "retention",
  /** A sentence alone (a row from before the codes). */
  "other",
] as const;
export type ArchiveReasonCode = (typeof ARCHIVE_REASON_CODES)[number];

export type ArchiveReason = {
  code: ArchiveReasonCode;
  text: string;
  detail?: string;
  status?: number;
  bytes?: number;
  count?: number;
  seconds?: number;
  quota?: number;
  used?: number;
  days?: number;
  name?: string;
  by?: string;
  cause?: ArchiveReason;
};

const NUMBERS = ["status", "bytes", "count", "seconds", "quota", "used", "days"] as const;
const TEXTS = ["detail", "name", "by"] as const;

/** The longest sentence or name kept: a reason quoting a long URL or error is cut there. */
const MOST_TEXT = 500;

/** A reason as its row keeps it. */
export function storedReason(reason: ArchiveReason): string {
  return JSON.stringify(clipped(reason));
}

const clipped = (reason: ArchiveReason): ArchiveReason => {
  const kept: ArchiveReason = { ...reason, text: reason.text.slice(0, MOST_TEXT) };
  // A name comes from a model's own text: as long as its maker wrote it.
  for (const key of TEXTS) if (kept[key] !== undefined) kept[key] = kept[key].slice(0, MOST_TEXT);
  if (reason.cause) kept.cause = clipped(reason.cause);
  return kept;
};

/** A sentence alone, without a code: a row or a server from before the codes. */
export const sentenceOnly = (text: string): ArchiveReason => ({ code: "other", text });

/** A row's reason: the JSON it keeps, or an older row's sentence as `other`; null for none. */
export function readStoredReason(stored: string | null): ArchiveReason | null {
  if (stored === null) return null;
  try {
    return readReason(JSON.parse(stored)) ?? sentenceOnly(stored);
  } catch {
    return sentenceOnly(stored);
  }
}

/** A reason from a server's JSON, each field checked; undefined when it is none. */
export function readReason(value: unknown): ArchiveReason | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (!ARCHIVE_REASON_CODES.includes(raw.code as ArchiveReasonCode) || typeof raw.text !== "string") return undefined;
  const reason: ArchiveReason = { code: raw.code as ArchiveReasonCode, text: raw.text };
  for (const key of NUMBERS) if (Number.isFinite(raw[key])) reason[key] = raw[key] as number;
  for (const key of TEXTS) if (typeof raw[key] === "string") reason[key] = raw[key] as string;
  const cause = readReason(raw.cause);
  if (cause) reason.cause = cause;
  return reason;
}
