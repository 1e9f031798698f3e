import { inspectRoutes } from "hono/dev";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "../../src/contract/access.ts";
import { createApp } from "../app/app.ts";
import { configFromEnv, inFlightMs } from "../app/config.ts";
import { openWorkspace } from "../workspace/open-workspace.ts";
import { startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { joinAs, ownerEnv, signIn, whoIs } from "../test/people.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";
import { CALLERS, callProbe, ROUTE_TABLE, type Caller, type Need, type Probe } from "../test/route-table.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// Issue 28: every route checks the role on the server. The app's routes are listed in each of
// its modes and each must be in the test's own table (server/test/route-table.ts); then every
// route is called over real HTTP as anonymous, viewer, reviewer and owner, on both databases.

/** The app's modes: each has routes the others lack (the sandbox's control plane, the service's callbacks). */
const MODES: { mode: string; env: (upstream: string) => Record<string, string> }[] = [
  { mode: "the sandbox", env: () => ({ SANDBOX_CONTROL: "1" }) },
  {
    mode: "the proxy with its own token",
    env: (upstream) => ({
      UPSTREAM_BASE_URL: upstream,
      UPSTREAM_TOKEN: "server-token",
      PUBLIC_URL: "http://127.0.0.1:9",
    }),
  },
  { mode: "the proxy passing the page's token", env: (upstream) => ({ UPSTREAM_BASE_URL: upstream }) },
];
const QUICK_UPSTREAM = { UPSTREAM_TIMEOUT_SECONDS: "1", UPSTREAM_TOTAL_SECONDS: "2" };

/** The routes of the app `npm start` makes from `env` (as server.ts calls createApp), as `inspectRoutes` names them. */
async function routesOf(env: Record<string, string>): Promise<string[]> {
  const config = configFromEnv({ DATA_DIR: tempDataDir(), ...env });
  const workspace = await openWorkspace(config.database, inFlightMs(config), config.follow, config.maxTasks);
  try {
    const { app } = createApp(config, {
      withPolicy: true,
      journal: Promise.resolve(workspace.journal),
      shared: Promise.resolve(workspace),
      callbacks: config.publicUrl ? { publicUrl: config.publicUrl, ...workspace } : undefined,
      access: { database: Promise.resolve(workspace.database), exposed: () => false },
    });
    // Middleware added with `use` (the gate, CORS, the control plane's guard) is no route; a
    // handler that may pass a request on (the journaled submission's) is one, on its own method.
    const routes = inspectRoutes(app).filter((route) => !(route.isMiddleware && route.method === "ALL"));
    return [...new Set(routes.map((route) => `${route.method} ${route.path}`))];
  } finally {
    await workspace.close();
  }
}

const UPSTREAM_URL = "http://127.0.0.1:9";

describe("the role table", () => {
  it("holds every route of the app in every mode, and no route the app lacks", async () => {
    const listed = await Promise.all(MODES.map(({ env }) => routesOf(env(UPSTREAM_URL))));
    const missing = listed.flat().filter((route) => !(route in ROUTE_TABLE));
    expect(missing, "routes missing from server/test/route-table.ts").toEqual([]);
    const seen = new Set(listed.flat());
    expect(Object.keys(ROUTE_TABLE).filter((route) => !seen.has(route))).toEqual([]);
    // What lets the walk below leave out the proxy passing the page's token: it has no route of its own.
    const [, withToken, pageToken] = listed;
    expect(pageToken!.filter((route) => !withToken!.includes(route))).toEqual([]);
  });
});

const allows = (caller: Caller, need: Need) =>
  need === "anyone" || (caller !== "anonymous" && ROLES.indexOf(caller) >= ROLES.indexOf(need));

/** What is wrong with one answer, or null: below the need the gate refuses, at or above it lets the call through. */
function wrongAnswer(caller: Caller, probe: Probe, { status, code }: { status: number; code?: string }) {
  const said = `${caller} ${probe.method} ${probe.path} (needs ${probe.need}): ${status} ${code ?? ""}`;
  if (!allows(caller, probe.need)) {
    const expected = caller === "anonymous" ? [401, "sign_in_required"] : [403, "role_not_allowed"];
    return status === expected[0] && code === expected[1] ? null : said;
  }
  const { own } = probe;
  if (own && status === own.status && code === own.code && (own.callers ?? CALLERS).includes(caller)) return null;
  return status === 401 || status === 403 ? said : null;
}

describe.each(DATABASE_KINDS)("every route for every role, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  let upstream: RecordingUpstream;
  beforeAll(async () => {
    upstream = await recordingUpstream();
  });
  afterAll(() => upstream.close());

  // The proxy passing the page's token has no route the one with a token of its own lacks (the
  // test above): walking these two calls every route, and spares the hashes of a third server.
  describe.each(MODES.slice(0, 2))("with $mode", ({ env }) => {
    let database: TestDatabase;
    let app: TestApp;
    let sessions: Record<Caller, string | null>;
    beforeAll(async () => {
      database = await fresh();
      const modeEnv = { ...env(upstream.url), ...QUICK_UPSTREAM };
      app = await startApp({ ...databaseEnv(database.settings), ...ownerEnv(), ...modeEnv });
      const owner = await signIn(app);
      const [reviewer, viewer] = await Promise.all([joinAs(app, owner, "reviewer"), joinAs(app, owner, "viewer")]);
      sessions = { anonymous: null, viewer, reviewer, owner };
    });
    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it("has each caller signed in with their role", async () => {
      for (const role of ROLES) expect((await whoIs(app, sessions[role]))?.person.role).toBe(role);
      expect(await whoIs(app, null)).toBeNull();
    });

    // Before the walk below, which signs everyone out.
    it("keeps a path under the API with no rule to the owners (a new route is closed until given one)", async () => {
      const probe = { method: "GET", path: "/__taskdeck/no-such-route", need: "owner" as const };
      const answers = await Promise.all(CALLERS.map((caller) => callProbe(app, probe, sessions[caller])));
      expect(answers.map(({ status }) => status)).toEqual([401, 403, 403, 404]);
    });

    it("answers each as the table says: refused below the role it needs, let through at or above", async () => {
      const routes = await routesOf(env(upstream.url));
      // In the table's order: signing out comes last, as it ends each caller's session.
      const probes = Object.entries(ROUTE_TABLE)
        .filter(([route]) => routes.includes(route))
        .flatMap(([, list]) => list);
      const wrong: string[] = [];
      for (const probe of probes) {
        const answers = await Promise.all(CALLERS.map((caller) => callProbe(app, probe, sessions[caller])));
        CALLERS.forEach((caller, index) => {
          const problem = wrongAnswer(caller, probe, answers[index]!);
          if (problem) wrong.push(problem);
        });
      }
      expect(wrong).toEqual([]);
      expect(probes.length).toBeGreaterThanOrEqual(routes.length);
    });
  });
});
