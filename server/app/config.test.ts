import { describe, expect, it } from "vitest";
import { ConfigError, configFromEnv } from "./config.ts";

describe("configFromEnv", () => {
  it("defaults to port 8080 and the embedded sandbox", () => {
    const config = configFromEnv({});
    expect(config.port).toBe(8080);
    expect(config.upstream).toBeNull();
    expect(config.distDir).toMatch(/dist$/);
  });

  it("reads the upstream service, its token and time-out, trimming a trailing slash", () => {
    const config = configFromEnv({
      UPSTREAM_BASE_URL: "https://api.example.com/router/",
      UPSTREAM_TOKEN: "secret",
      UPSTREAM_TIMEOUT_SECONDS: "12",
      CONNECT_SRC: "https://files.example.com/x, https://cdn.example.net",
    });
    expect(config.upstream).toEqual({
      baseUrl: "https://api.example.com/router",
      token: "secret",
      held: true,
      timeoutMs: 12_000,
      totalMs: 120_000,
    });
    expect(config.connectSrc).toEqual(["https://files.example.com", "https://cdn.example.net"]);
  });

  it("holds the token with UPSTREAM_TOKEN or TASKDECK_SECRET, and passes each page's on with neither", () => {
    const base = { UPSTREAM_BASE_URL: "https://api.example.com" };
    const secret = "a-test-secret-of-at-least-32-characters";
    expect(configFromEnv(base).upstream).toMatchObject({ token: null, held: false });
    expect(configFromEnv({ ...base, TASKDECK_SECRET: secret }).upstream).toMatchObject({ token: null, held: true });
    expect(configFromEnv({ ...base, TASKDECK_SECRET: secret }).follow).not.toBeNull();
    expect(configFromEnv({ ...base, TASKDECK_SECRET: secret }).access.secret).toBe(secret);
    expect(() => configFromEnv({ TASKDECK_SECRET: "too-short" })).toThrow(
      /TASKDECK_SECRET must be at least 32 characters/,
    );
    expect(() => configFromEnv({ TASKDECK_SECRET: "too-short" })).not.toThrow(/too-short/);
  });

  it("refuses a token an Authorization header cannot carry as a bearer token, and a total cap below the wait", () => {
    const base = { UPSTREAM_BASE_URL: "https://api.example.com" };
    for (const token of ["sk%41", "a\\b", 'a"b', "a b", "tok\u00e9", "=abc"])
      expect(() => configFromEnv({ ...base, UPSTREAM_TOKEN: token }), token).toThrow(
        /UPSTREAM_TOKEN must be a bearer token/,
      );
    expect(configFromEnv({ ...base, UPSTREAM_TOKEN: "sk-Test/tok+en_1.2~x==" }).upstream?.token).toBe(
      "sk-Test/tok+en_1.2~x==",
    );
    expect(() => configFromEnv({ ...base, UPSTREAM_TIMEOUT_SECONDS: "300" })).toThrow(
      /UPSTREAM_TOTAL_SECONDS must be at least/,
    );
    expect(
      configFromEnv({ ...base, UPSTREAM_TIMEOUT_SECONDS: "1", UPSTREAM_TOTAL_SECONDS: "2.5" }).upstream?.totalMs,
    ).toBe(2500);
  });

  it("guards by default: no control plane, no scripts with a held token, no private file hosts, 512 MB and 300 s per file", () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ sandboxControl: false, allowScripts: false, allowedOrigins: [] });
    expect(config.files).toEqual({ allowPrivate: false, maxBytes: 512 * 1024 * 1024, totalMs: 300_000 });
    expect(config.sandbox.taskTtlSeconds).toBe(24 * 60 * 60);
  });

  it("bounds the workspace at a million tasks unless WORKSPACE_MAX_TASKS says otherwise, a whole number above 0", () => {
    expect(configFromEnv({}).maxTasks).toBe(1_000_000);
    expect(configFromEnv({ WORKSPACE_MAX_TASKS: "250" }).maxTasks).toBe(250);
    for (const max of ["0", "-1", "2.5", "many"])
      expect(() => configFromEnv({ WORKSPACE_MAX_TASKS: max }), max).toThrow(/WORKSPACE_MAX_TASKS/);
  });

  it("reads the guards' settings", () => {
    const config = configFromEnv({
      SANDBOX_CONTROL: "1",
      PROXY_ALLOW_SCRIPTS: "1",
      ALLOWED_ORIGINS: "https://admin.example.com/x https://ops.example.com",
      FILE_PROXY_ALLOW_PRIVATE: "1",
      FILE_PROXY_MAX_BYTES: "1000",
      FILE_PROXY_TIMEOUT_SECONDS: "5",
      SANDBOX_TASK_TTL_SECONDS: "60",
    });
    expect(config).toMatchObject({ sandboxControl: true, allowScripts: true });
    expect(config.allowedOrigins).toEqual(["https://admin.example.com", "https://ops.example.com"]);
    expect(config.files).toEqual({ allowPrivate: true, maxBytes: 1000, totalMs: 5000 });
    expect(config.sandbox.taskTtlSeconds).toBe(60);
  });

  it("answers the hosts in ALLOWED_HOSTS, and the one HOST names (not a wildcard address)", () => {
    expect(configFromEnv({ ALLOWED_HOSTS: "Deck.Example.com .corp.example" }).allowedHosts).toEqual([
      "deck.example.com",
      ".corp.example",
    ]);
    expect(configFromEnv({ HOST: "0.0.0.0", ALLOWED_HOSTS: "deck.example.com" }).allowedHosts).toEqual([
      "deck.example.com",
    ]);
    expect(configFromEnv({ HOST: "deck.internal" }).allowedHosts).toEqual(["deck.internal"]);
    expect(configFromEnv({}).allowedHosts).toEqual([]);
  });

  it("treats empty variables as unset", () => {
    expect(configFromEnv({ UPSTREAM_BASE_URL: "", UPSTREAM_TOKEN: "", PORT: "" }).upstream).toBeNull();
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ UPSTREAM_BASE_URL: "ftp://files.example.com" }, /UPSTREAM_BASE_URL must be an http\(s\) URL/],
    [{ UPSTREAM_BASE_URL: "https://api.example.com/?key=1" }, /UPSTREAM_BASE_URL must not hold a query/],
    [{ CONNECT_SRC: "javascript:alert(1)" }, /CONNECT_SRC/],
    [{ SANDBOX_CONTROL: "yes" }, /SANDBOX_CONTROL/],
    [{ ALLOWED_ORIGINS: "evil" }, /ALLOWED_ORIGINS/],
    [{ ALLOWED_HOSTS: "https://deck.example.com" }, /ALLOWED_HOSTS.* must list host names/],
    [{ ALLOWED_HOSTS: "deck.example.com:8080" }, /ALLOWED_HOSTS/],
    [{ FILE_PROXY_MAX_BYTES: "-1" }, /FILE_PROXY_MAX_BYTES/],
    // Following checks tasks with the server's own token: a server passing the browser's has none.
    [{ FOLLOW_TASKS: "1", UPSTREAM_BASE_URL: "https://api.example.com" }, /FOLLOW_TASKS needs UPSTREAM_TOKEN/],
    [{ FOLLOW_POLL_SECONDS: "0.5" }, /FOLLOW_POLL_SECONDS/],
    // A callback only hastens the server's own checks.
    [{ PUBLIC_URL: "https://deck.example.com", FOLLOW_TASKS: "0" }, /PUBLIC_URL needs FOLLOW_TASKS/],
    [{ PUBLIC_URL: "https://deck.example.com", UPSTREAM_BASE_URL: "https://api.example.com" }, /PUBLIC_URL/],
    [{ PUBLIC_URL: "ftp://deck.example.com" }, /PUBLIC_URL/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(message);
  });

  it("follows tasks wherever it can unless told not to, from the page's base interval unless set", () => {
    const upstream = { UPSTREAM_BASE_URL: "https://api.example.com", UPSTREAM_TOKEN: "sk-1" };
    expect(configFromEnv({}).follow).toEqual({ baseMs: 3_000 });
    expect(configFromEnv(upstream).follow).toEqual({ baseMs: 3_000 });
    // Each page's own token passed on: the server has none to check with.
    expect(configFromEnv({ UPSTREAM_BASE_URL: "https://api.example.com" }).follow).toBeNull();
    expect(configFromEnv({ ...upstream, FOLLOW_TASKS: "0" }).follow).toBeNull();
    expect(configFromEnv({ FOLLOW_TASKS: "0" }).follow).toBeNull();
    expect(configFromEnv({ ...upstream, FOLLOW_TASKS: "1" }).follow).toEqual({ baseMs: 3_000 });
    expect(configFromEnv({ ...upstream, FOLLOW_TASKS: "1", FOLLOW_POLL_SECONDS: "10" }).follow).toEqual({
      baseMs: 10_000,
    });
  });

  it("archives completed tasks' files wherever it follows them, unless told not to, under the data folder", () => {
    const upstream = { UPSTREAM_BASE_URL: "https://api.example.com", UPSTREAM_TOKEN: "sk-1" };
    expect(configFromEnv({ DATA_DIR: "/srv/deck" }).archive).toMatchObject({
      dir: "/srv/deck/archive",
      enabled: true,
      s3: null,
    });
    expect(configFromEnv(upstream).archive.enabled).toBe(true);
    expect(configFromEnv({ ARCHIVE_RESULTS: "0" }).archive.enabled).toBe(false);
    expect(configFromEnv({ FOLLOW_TASKS: "0" }).archive.enabled).toBe(false);
    expect(configFromEnv({ UPSTREAM_BASE_URL: "https://api.example.com" }).archive.enabled).toBe(false);
    expect(() => configFromEnv({ FOLLOW_TASKS: "0", ARCHIVE_RESULTS: "1" })).toThrow(
      /ARCHIVE_RESULTS needs FOLLOW_TASKS/,
    );
  });

  it("answers to its public URL's host, where the service calls back", () => {
    const env = {
      UPSTREAM_BASE_URL: "https://api.example.com",
      UPSTREAM_TOKEN: "sk-1",
      FOLLOW_TASKS: "1",
      PUBLIC_URL: "https://deck.example.com/team/",
    };
    expect(configFromEnv(env)).toMatchObject({ publicUrl: "https://deck.example.com/team" });
    expect(configFromEnv(env).allowedHosts).toContain("deck.example.com");
  });

  it("refuses a token with nowhere to send it, without repeating the token", () => {
    const attempt = () => configFromEnv({ UPSTREAM_TOKEN: "sk-live-very-secret" });
    expect(attempt).toThrow(/UPSTREAM_TOKEN needs UPSTREAM_BASE_URL/);
    expect(attempt).not.toThrow(/very-secret/);
  });
});
