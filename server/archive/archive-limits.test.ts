import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "../app/config.ts";

// ARCHIVE_QUOTA_BYTES and ARCHIVE_RETENTION_DAYS as the server reads them (docs/archive.md).

describe("the archive's quota and retention settings", () => {
  it("are unset by default: no quota, copies kept for good", () => {
    expect(configFromEnv({}).archive).toMatchObject({ quotaBytes: null, retentionDays: null });
  });

  it("read a quota in bytes or with a unit, and a retention period in days", () => {
    const read = (env: Record<string, string>) => configFromEnv(env).archive;
    expect(read({ ARCHIVE_QUOTA_BYTES: "20GB", ARCHIVE_RETENTION_DAYS: "90" })).toMatchObject({
      quotaBytes: 20_000_000_000,
      retentionDays: 90,
    });
    expect(read({ ARCHIVE_QUOTA_BYTES: " 500 MB " }).quotaBytes).toBe(500_000_000);
    expect(read({ ARCHIVE_QUOTA_BYTES: "1048576" }).quotaBytes).toBe(1_048_576);
  });

  it("refuse what is no size or no whole number of days, naming the setting", () => {
    for (const env of [
      { ARCHIVE_QUOTA_BYTES: "lots" },
      { ARCHIVE_QUOTA_BYTES: "0" },
      { ARCHIVE_RETENTION_DAYS: "0" },
      { ARCHIVE_RETENTION_DAYS: "1.5" },
    ]) {
      const [name] = Object.keys(env);
      expect(() => configFromEnv(env), name).toThrow(ConfigError);
      expect(() => configFromEnv(env), name).toThrow(name);
    }
  });
});
