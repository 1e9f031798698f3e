import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ACCESS_API, auditEntrySchema } from "../../src/contract/access.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, joinAs, OWNER, ownerEnv, problemOf, signIn, signingIn } from "../test/people.ts";
import { appOnEach } from "../test/workspace-app.ts";

// Issue 28, over real HTTP on both databases: sign-in answers never tell whether an email has
// an account, failed attempts are limited per account (5) and per address (20), and the audit
// log, for owners alone, holds the refusals and the sign-ins. Failures are sent together, as
// each costs a hash (none of a batch is held: each asks while the count is below the limit).

/**
 * `count` wrong passwords for each email at once, each refused (not held) with no cookie: the
 * answers' bodies, the same for every one of them.
 */
async function fail(app: { url: string }, emails: string[], count: number) {
  const tries = emails.flatMap((email) =>
    Array.from({ length: count }, () => signingIn(app, email, "wrong-password-0")),
  );
  const answers = await Promise.all(tries);
  expect(answers.map(({ status }) => status)).toEqual(tries.map(() => 401));
  expect(answers.flatMap((answer) => answer.headers.getSetCookie())).toEqual([]);
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  expect(JSON.parse(bodies[0]!)).toMatchObject({ error: { code: "sign_in_refused" } });
  expect(new Set(bodies).size).toBe(1);
  return bodies[0]!;
}

async function tooMany(answer: Response) {
  expect(await problemOf(answer)).toMatchObject({ status: 429, code: "too_many_attempts" });
  const wait = Number(answer.headers.get("Retry-After"));
  expect(Number.isInteger(wait) && wait > 0 && wait <= 15 * 60).toBe(true);
  return wait;
}

describe.each(DATABASE_KINDS)("sign-in limits on $kind", { timeout: 20_000 }, ({ kind, fresh }) => {
  const workspace = appOnEach(fresh, ownerEnv());

  it("holds an account after 5 failures, even with its password; other accounts from its address until 20", async () => {
    const { app } = workspace;
    const wrongPassword = await fail(app, [OWNER.email], 5);
    expect(await tooMany(await signingIn(app, OWNER.email, OWNER.password))).toBeGreaterThan(14 * 60);
    // An email is one account however it is written.
    await tooMany(await signingIn(app, OWNER.email.toUpperCase(), OWNER.password));
    // Another account from the same address may still try, and nobody can tell its answer from
    // a wrong password's.
    expect(await fail(app, ["guess-1@taskdeck.test"], 5)).toBe(wrongPassword);
    // It is held alike, though nobody has it: being held tells nothing either.
    await tooMany(await signingIn(app, "guess-1@taskdeck.test", "wrong-password-0"));
    // The address's limit is the same query as the account's (asked of both databases above):
    // the 10 more hashes that reach it are spent on one.
    if (kind !== "SQLite") return;
    await fail(app, ["guess-2@taskdeck.test", "guess-3@taskdeck.test"], 5);
    await tooMany(await signingIn(app, "guess-4@taskdeck.test", "wrong-password-0"));
  });

  it("counts attempts sent all at once: 5 are checked, the rest held", async () => {
    const { app } = workspace;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signingIn(app, "burst@taskdeck.test", "wrong-password-0")),
    );
    const statuses = answers.map(({ status }) => status).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
  });

  it("logs refusals and sign-ins for owners, as JSON and as CSV; a viewer may not read it", async () => {
    const { app } = workspace;
    await fail(app, ["someone-else@taskdeck.test"], 1);
    const owner = await signIn(app);
    const answer = await call(app, "GET", ACCESS_API.audit, { session: owner });
    expect(answer.status).toBe(200);
    const entries = z.array(auditEntrySchema).parse(await answer.json());
    // Newest first; the first, the owner made at start from the environment.
    expect(entries.map(({ action }) => action)).toEqual(["signed-in", "sign-in-refused", "owner-created"]);
    expect(entries[2]).toMatchObject({ actor: OWNER.email, detail: "owner, from TASKDECK_OWNER_EMAIL", address: "" });
    expect(entries[0]).toMatchObject({ actor: OWNER.email, detail: "" });
    expect(entries[1]).toMatchObject({ actor: "", detail: "someone-else@taskdeck.test" });
    for (const entry of entries.slice(0, 2)) expect(entry.address).toMatch(/127\.0\.0\.1$/);
    expect(entries[0]!.at).toBeGreaterThanOrEqual(entries[1]!.at);

    const csv = await call(app, "GET", `${ACCESS_API.audit}?format=csv`, { session: owner });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time,who,action,detail,address");
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[^,]+Z,${OWNER.email},signed-in,,`)),
      expect.stringMatching(/^[^,]+,,sign-in-refused,someone-else@taskdeck\.test,/),
      expect.stringMatching(/,owner-created,/),
    ]);

    const viewer = await joinAs(app, owner, "viewer");
    for (const path of [ACCESS_API.audit, `${ACCESS_API.audit}?format=csv`]) {
      expect(await problemOf(await call(app, "GET", path, { session: viewer }))).toMatchObject({
        status: 403,
        code: "role_not_allowed",
      });
      expect(await problemOf(await call(app, "GET", path))).toMatchObject({ status: 401, code: "sign_in_required" });
    }
  });
});
