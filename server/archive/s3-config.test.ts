import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "../app/config.ts";

// The archive's bucket from the environment (S3_ENDPOINT…): all four settings or none, a part of
// them refused at start naming what is missing, and never echoing the secret.

const FULL = {
  S3_ENDPOINT: "https://s3.example.com/",
  S3_BUCKET: "taskdeck-archive",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
};

describe("the archive's S3 settings", () => {
  it("keeps the archive in the folder with none, in the bucket with all four (us-east-1 unless said)", () => {
    expect(configFromEnv({}).archive.s3).toBeNull();
    expect(configFromEnv(FULL).archive.s3).toEqual({
      endpoint: "https://s3.example.com",
      bucket: "taskdeck-archive",
      region: "us-east-1",
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: FULL.S3_SECRET_ACCESS_KEY,
    });
    expect(configFromEnv({ ...FULL, S3_REGION: "eu-west-3" }).archive.s3?.region).toBe("eu-west-3");
    // Staging stays under the data folder.
    expect(configFromEnv({ ...FULL, DATA_DIR: "/srv/taskdeck" }).archive.dir).toBe("/srv/taskdeck/archive");
  });

  it("refuses a part of them at start, naming each one missing and never the secret", () => {
    const { S3_BUCKET: _bucket, S3_ACCESS_KEY_ID: _key, ...part } = FULL;
    const attempt = () => configFromEnv(part);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_BUCKET is missing: S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID/);
    expect(attempt).toThrow(/S3_ACCESS_KEY_ID is missing/);
    expect(attempt).not.toThrow(/S3_ENDPOINT is missing|S3_SECRET_ACCESS_KEY is missing|wJalr/);
    expect(() => configFromEnv({ S3_REGION: "eu-west-3" })).toThrow(/S3_ENDPOINT is missing/);
    expect(() => configFromEnv({ ...FULL, S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => configFromEnv({ ...FULL, S3_ENDPOINT: "s3.example.com" })).toThrow(/S3_ENDPOINT must be an http/);
  });
});
