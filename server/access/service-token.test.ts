import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_API, serviceTokenStatusSchema } from "../../src/contract/access.ts";
import { taskPath } from "../../src/contract/server-paths.ts";
import { TOKEN_RECHECK_MS } from "../app/service-token.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { call, ownerEnv, problemOf, signIn } from "../test/people.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { openDatabase } from "../workspace/database.ts";

// Issue 28, item 4, over real HTTP on both databases: the service token is the workspace's. An
// owner sets it; it is kept sealed under TASKDECK_SECRET, sent to the service by every instance,
// never shown back, and its changes are in the audit log.

const SECRET = "a-test-secret-of-at-least-32-characters";
const TOKEN = "sk-owner-set-token-0123456789";
const ENV_TOKEN = "sk-from-the-environment-42";
const QUICK = { UPSTREAM_TIMEOUT_SECONDS: "2", UPSTREAM_TOTAL_SECONDS: "4" };

const status = async (app: TestApp, session: string) => {
  const answer = await call(app, "GET", ACCESS_API.serviceToken, { session });
  expect(answer.status).toBe(200);
  const text = await answer.text();
  expect(text).not.toContain(TOKEN);
  return serviceTokenStatusSchema.parse(JSON.parse(text));
};
const setToken = (app: TestApp, session: string, token: string) =>
  call(app, "PUT", ACCESS_API.serviceToken, { body: { token }, session });
/** A signed-in page's check of a task through the proxy, carrying a token of its own that must never go up. */
const check = async (app: TestApp) =>
  call(app, "GET", taskPath("task-1"), {
    session: sessions.get(app) ?? sessions.set(app, await signIn(app)).get(app),
    headers: { Authorization: "Bearer the-page-s-own" },
  });
const sessions = new Map<TestApp, string>();
const sentWith = (upstream: RecordingUpstream) => upstream.seen.map((seen) => seen.headers.authorization ?? null);

describe.each(DATABASE_KINDS)("the service token on $kind", { timeout: 30_000 }, ({ fresh }) => {
  let upstream: RecordingUpstream;
  let database: TestDatabase;
  let app: TestApp;
  let owner: string;
  const env = () => ({
    ...databaseEnv(database.settings),
    ...ownerEnv(),
    ...QUICK,
    UPSTREAM_BASE_URL: upstream.url,
    TASKDECK_SECRET: SECRET,
  });
  beforeAll(async () => {
    upstream = await recordingUpstream();
    database = await fresh();
    app = await startApp(env());
    owner = await signIn(app);
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    await database?.drop();
  });

  it("sends nothing, not even the page's own token, until an owner sets one", async () => {
    expect(await status(app, owner)).toEqual({ source: "none", unsettable: null, changedBy: null, changedAt: null });
    const answer = await check(app);
    expect(await problemOf(answer)).toMatchObject({ status: 503, code: "service_token_missing" });
    expect(upstream.seen).toEqual([]);
  });

  it("keeps the owner's token sealed, sends with it, says who set it, and never shows it back", async () => {
    expect((await setToken(app, owner, ` ${TOKEN} `)).status).toBe(204);
    expect(await status(app, owner)).toMatchObject({
      source: "settings",
      unsettable: null,
      changedBy: "owner@taskdeck.test",
    });
    expect((await check(app)).status).toBe(200);
    expect(sentWith(upstream)).toEqual([`Bearer ${TOKEN}`]);
    // At rest: neither the token nor its base64 is in the row (a dump or a backup holds no token).
    const opened = await openDatabase(database.settings);
    try {
      const rows = await opened.db.selectFrom("settings").selectAll().execute();
      const stored = JSON.stringify(rows);
      expect(rows).toHaveLength(1);
      const bytes = Buffer.from(TOKEN);
      for (const spelling of [
        TOKEN,
        bytes.toString("base64").replace(/=+$/, ""),
        bytes.toString("base64url"),
        bytes.toString("hex"),
      ])
        expect(stored).not.toContain(spelling);
    } finally {
      await opened.close();
    }
    // The audit log says it changed, and who changed it; never the token.
    const csv = await (await call(app, "GET", `${ACCESS_API.audit}?format=csv`, { session: owner })).text();
    expect(csv).toMatch(/owner@taskdeck\.test,token-changed,,/);
    expect(csv).not.toContain(TOKEN);
  });

  it("cuts the owner's token from what the service sends back", async () => {
    upstream.reply = (_seen, res) =>
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ echo: `Bearer ${TOKEN}` }));
    try {
      const text = await (await check(app)).text();
      expect(text).not.toContain(TOKEN);
      expect(text).toContain("Bearer ");
    } finally {
      upstream.reply = (_seen, res) => res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    }
  });

  it("refuses a token that is not one, and changes nothing", async () => {
    for (const token of ["", "short", "has space inside it", "nul\u0000inside-it", "x".repeat(2049)]) {
      const answer = await setToken(app, owner, token);
      expect(answer.status).toBe(400);
    }
    expect((await status(app, owner)).source).toBe("settings");
  });

  it("is heard by another instance on the same database within the recheck, and changed there for both", async () => {
    const other = await startApp(env());
    try {
      // The other instance read the token at its start.
      upstream.seen.length = 0;
      expect((await check(other)).status).toBe(200);
      expect(sentWith(upstream)).toEqual([`Bearer ${TOKEN}`]);
      // Changed on the other instance: this one sends with the new token within the recheck.
      const second = `${TOKEN}-second`;
      expect((await setToken(other, await signIn(other), second)).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, TOKEN_RECHECK_MS + 500));
      upstream.seen.length = 0;
      expect((await check(app)).status).toBe(200);
      expect(sentWith(upstream)).toEqual([`Bearer ${second}`]);
    } finally {
      await other.close();
    }
  });

  it("forgets it on removal, audited; then sends nothing again", async () => {
    expect((await call(app, "DELETE", ACCESS_API.serviceToken, { session: owner })).status).toBe(204);
    expect(await status(app, owner)).toMatchObject({ source: "none", changedBy: null });
    upstream.seen.length = 0;
    expect((await check(app)).status).toBe(503);
    expect(upstream.seen).toEqual([]);
    const csv = await (await call(app, "GET", `${ACCESS_API.audit}?format=csv`, { session: owner })).text();
    expect(csv).toMatch(/owner@taskdeck\.test,token-removed,,/);
  });

  it("sends nothing after a restart under another TASKDECK_SECRET, and says so without the token", async () => {
    expect((await setToken(app, owner, TOKEN)).status).toBe(204);
    const errors: string[] = [];
    const original = console.error;
    console.error = (...parts: unknown[]) => void errors.push(parts.join(" "));
    const other = await startApp({ ...env(), TASKDECK_SECRET: `${SECRET}-but-another` }).finally(() => {
      console.error = original;
    });
    try {
      upstream.seen.length = 0;
      expect((await check(other)).status).toBe(503);
      expect(upstream.seen).toEqual([]);
      expect(errors.join("\n")).toMatch(/service token cannot be read \(sealed under another TASKDECK_SECRET\)/);
      expect(errors.join("\n")).not.toContain(TOKEN);
      expect((await status(other, await signIn(other))).source).toBe("none");
    } finally {
      await other.close();
    }
  });
});

describe("where no token can be kept", () => {
  it.each([
    ["the sandbox answers", {}, "sandbox"],
    ["TASKDECK_SECRET is unset", { UPSTREAM_BASE_URL: "http://127.0.0.1:9", UPSTREAM_TOKEN: ENV_TOKEN }, "secret"],
  ] as const)("says so when %s, and refuses to keep one", async (_case, more, why) => {
    const app = await startApp({ ...ownerEnv(), ...more });
    try {
      const owner = await signIn(app);
      const said = await status(app, owner);
      expect(said).toMatchObject({ unsettable: why, source: why === "secret" ? "environment" : "none" });
      expect(await problemOf(await setToken(app, owner, TOKEN))).toMatchObject({
        status: 409,
        code: "token_not_settable",
      });
    } finally {
      await app.close();
    }
  });
});
