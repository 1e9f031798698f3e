import { z } from "zod";

// The archive's bucket from the environment (docs/archive.md): S3_ENDPOINT, S3_BUCKET,
// S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or none of them (the archive stays in the
// folder); S3_REGION is the region the endpoint signs for, us-east-1 unless it says.

/** The archive's bucket and the key to it (s3-storage.ts). */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const NEEDED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

type S3Env = Partial<Record<(typeof NEEDED)[number] | "S3_REGION", string>>;

/** What env-schema.ts reads besides S3_ENDPOINT (an http(s) URL, as its others are). */
export const s3EnvFields = {
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name: 3 to 63 lower-case letters, digits, . and -")
    .optional(),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, "must be a region's name, e.g. us-east-1")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
};

export const S3_MISSING = `is missing: S3 storage needs ${NEEDED.join(", ")}`;

/**
 * The settings a part of them lacks: refused at start, each named, rather than copies kept in
 * the folder unseen. None when none is set.
 */
export function missingS3(env: S3Env): string[] {
  const missing = NEEDED.filter((name) => !env[name]);
  return missing.length === NEEDED.length && !env.S3_REGION ? [] : missing;
}

export const s3SettingsOf = (env: S3Env): S3Settings | null =>
  env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION ?? "us-east-1",
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      }
    : null;
