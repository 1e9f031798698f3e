import type { Server } from "node:http";
import { describe, expect, it } from "vitest";
import { ACCESS_API } from "../../src/contract/access.ts";
import { ConfigError, configFromEnv } from "../app/config.ts";
import { createAppServer, setupLinkOf } from "../app/server.ts";
import { fakeDist, listen, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { call, OWNER, ownerEnv, problemOf, sessionOf, whoIs } from "../test/people.ts";
import { callProbe, ROUTE_TABLE } from "../test/route-table.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// Issue 28: a server reachable from other machines with no account yet answers nothing but the
// setup until its owner is made, by a one-time link printed at start (setupLinkOf); one on
// loopback alone is its machine's, opened as the local owner.

/** A server of `npm start` from `env` on a fresh database, listening on `host`; closed and dropped after `run`. */
async function onServer(
  fresh: () => Promise<TestDatabase>,
  env: Record<string, string>,
  host: string,
  run: (server: Server, app: TestApp) => Promise<void>,
) {
  const database = await fresh();
  try {
    const settings = { DIST_DIR: fakeDist(), DATA_DIR: tempDataDir(), SANDBOX_CONTROL: "1" };
    const server = await createAppServer(
      configFromEnv({ ...settings, ...databaseEnv(database.settings), ...env, PORT: "0" }),
    );
    const app = await listen(server, host);
    try {
      await run(server, app);
    } finally {
      await app.close();
    }
  } finally {
    await database.drop();
  }
}

const setup = (app: { url: string }, token: string, email = OWNER.email) =>
  call(app, "POST", ACCESS_API.setup, { body: { token, email, password: OWNER.password } });

const unusable = { status: 400, code: "token_unusable" };

/** Every call the table makes of a route that needs someone (the sandbox's routes and the access routes). */
const guarded = Object.values(ROUTE_TABLE)
  .flat()
  .filter(({ need }) => need !== "anyone");

describe.each(DATABASE_KINDS)("the first owner, on $kind", { timeout: 20_000 }, ({ fresh }) => {
  it("answers only the setup on every address, until the link's owner is made; then asks everyone to sign in", async () => {
    await onServer(fresh, {}, "0.0.0.0", async (server, app) => {
      const answers = await Promise.all(guarded.map((probe) => callProbe(app, probe, null)));
      expect(answers.length).toBeGreaterThan(20);
      const notSetup = answers.filter(({ status, code }) => status !== 401 || code !== "setup_required");
      expect(notSetup).toEqual([]);
      expect(await whoIs(app, null)).toBeNull();

      const link = await setupLinkOf(server);
      expect(link).toMatch(/^\/setup#[A-Za-z0-9_-]{32}$/);
      const token = link!.slice("/setup#".length);
      const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      expect(await problemOf(await setup(app, tampered))).toMatchObject(unusable);
      expect(await problemOf(await setup(app, "a-token-nobody-made-0123"))).toMatchObject(unusable);

      const owner = await sessionOf(await setup(app, token));
      expect(await whoIs(app, owner)).toMatchObject({
        mode: "account",
        person: { email: OWNER.email, role: "owner" },
      });
      expect(await problemOf(await setup(app, token, "second@taskdeck.test"))).toMatchObject(unusable);
      expect(await setupLinkOf(server)).toBeNull();

      // Now a sign-in is asked for, and the owner has it all.
      expect(await problemOf(await call(app, "GET", ACCESS_API.people))).toMatchObject({
        status: 401,
        code: "sign_in_required",
      });
      const people = await call(app, "GET", ACCESS_API.people, { session: owner });
      expect(await people.json()).toMatchObject([{ email: OWNER.email, role: "owner" }]);
    });
  });

  it("makes one owner when the link is used twice at once", async () => {
    await onServer(fresh, {}, "0.0.0.0", async (server, app) => {
      const token = (await setupLinkOf(server))!.slice("/setup#".length);
      const both = await Promise.all([
        setup(app, token, "first@taskdeck.test"),
        setup(app, token, "second@taskdeck.test"),
      ]);
      expect(both.map(({ status }) => status).sort()).toEqual([204, 400]);
      const owner = await sessionOf(both.find(({ status }) => status === 204)!);
      const people = await call(app, "GET", ACCESS_API.people, { session: owner });
      expect(await people.json()).toHaveLength(1);
    });
  });

  it("has no setup link when the environment makes the owner, and asks for sign-in", async () => {
    await onServer(fresh, ownerEnv(), "0.0.0.0", async (server, app) => {
      expect(await problemOf(await call(app, "GET", ACCESS_API.people))).toMatchObject({
        status: 401,
        code: "sign_in_required",
      });
      expect(await setupLinkOf(server)).toBeNull();
    });
  });

  it("opens a loopback server with no account to everyone as the local owner, with no setup link", async () => {
    await onServer(fresh, {}, "127.0.0.1", async (server, app) => {
      expect(await whoIs(app, null)).toMatchObject({ mode: "local", person: { id: "local", role: "owner" } });
      expect((await call(app, "GET", ACCESS_API.people)).status).toBe(200);
      expect(await setupLinkOf(server)).toBeNull();
      expect(await problemOf(await setup(app, "a-token-nobody-made-0123"))).toMatchObject(unusable);
    });
  });
});

describe("the first owner from the environment", () => {
  const refusal = (env: Record<string, string>) => {
    try {
      configFromEnv(env);
    } catch (error) {
      return error;
    }
    return null;
  };

  it("needs both the email and the password, and never says their values", () => {
    const email = "owner-kept-quiet@taskdeck.test";
    const password = "password-kept-quiet";
    const envs: Record<string, string>[] = [
      { TASKDECK_OWNER_EMAIL: email },
      { TASKDECK_OWNER_PASSWORD: password },
      { TASKDECK_OWNER_EMAIL: "not-an-email-kept-quiet", TASKDECK_OWNER_PASSWORD: password },
      { TASKDECK_OWNER_EMAIL: email, TASKDECK_OWNER_PASSWORD: "too-short" },
    ];
    for (const env of envs) {
      const error = refusal(env);
      expect(error, JSON.stringify(Object.keys(env))).toBeInstanceOf(ConfigError);
      const { message } = error as ConfigError;
      expect(message).toMatch(/TASKDECK_OWNER_(EMAIL|PASSWORD)/);
      for (const value of Object.values(env)) expect(message).not.toContain(value);
    }
    expect(configFromEnv(ownerEnv()).access.owner).toEqual(OWNER);
  });
});
