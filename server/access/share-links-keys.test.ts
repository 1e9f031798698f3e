import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../test/app-server.ts";
import { DATABASE_KINDS, databaseEnv, type TestDatabase } from "../test/databases.ts";
import { ownerEnv, problemOf, signIn } from "../test/people.ts";
import { madeShare, opening, submitAs, tokenOf } from "../test/shares.ts";
import { openDatabase } from "../workspace/database.ts";

// Issue 28, item 6: the key a link is signed with. Every instance of a workspace signs alike:
// with TASKDECK_SECRET, by a key derived from it; without, by a random one the workspace keeps
// (made by the first to ask). A link signed under another key opens nowhere.

const SECRET = "a-test-secret-of-at-least-32-characters";
const OTHER_SECRET = "another-secret-of-at-least-32-characters";
const KEY = "key-keyed-share";

describe.each(DATABASE_KINDS)("the key share links are signed with, on $kind", { timeout: 30_000 }, ({ fresh }) => {
  let database: TestDatabase;
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await database?.drop();
  });
  const start = async (env: Record<string, string> = {}) => {
    const app = await startApp({ ...databaseEnv(database.settings), ...ownerEnv(), ...env });
    apps.push(app);
    return app;
  };
  const link = async (app: TestApp) => {
    const owner = await signIn(app);
    return tokenOf(await madeShare(app, owner, { kind: "task", targets: [KEY], days: 1 }));
  };
  const opens = async (app: TestApp, token: string) => (await opening(app, token)).status === 200;

  it("is the workspace's own without a secret: every instance signs alike, and keeps it", async () => {
    database = await fresh();
    const [one, two] = await Promise.all([start(), start()]);
    await submitAs(one, await signIn(one), KEY, "A keyed fox");
    const [fromOne, fromTwo] = await Promise.all([link(one), link(two)]);
    expect([await opens(two, fromOne), await opens(one, fromTwo)]).toEqual([true, true]);
    const opened = await openDatabase(database.settings);
    try {
      const kept = await opened.db
        .selectFrom("settings")
        .select(["name", "value"])
        .where("name", "=", "share_key")
        .execute();
      expect(kept).toHaveLength(1);
      expect(Buffer.from(kept[0]!.value, "base64url")).toHaveLength(32);
    } finally {
      await opened.close();
    }
    // Restarted: the same key, the same links.
    await Promise.all(apps.splice(0).map((app) => app.close()));
    expect(await opens(await start(), fromOne)).toBe(true);
  });

  it("comes from TASKDECK_SECRET when set: the same secret opens a link, another secret or none does not", async () => {
    database = await fresh();
    const [keyed, alike, other, none] = await Promise.all([
      start({ TASKDECK_SECRET: SECRET }),
      start({ TASKDECK_SECRET: SECRET }),
      start({ TASKDECK_SECRET: OTHER_SECRET }),
      start(),
    ]);
    await submitAs(keyed, await signIn(keyed), KEY, "A keyed hare");
    const token = await link(keyed);
    expect(await opens(alike, token)).toBe(true);
    for (const elsewhere of [other, none])
      expect(await problemOf(await opening(elsewhere, token))).toMatchObject({
        status: 404,
        code: "share_unavailable",
      });
    // The kept key is not the secret's: a link made without the secret does not open with it.
    expect(await opens(keyed, await link(none))).toBe(false);
  });
});
