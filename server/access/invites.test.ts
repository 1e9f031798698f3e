import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_API, INVITE_HOURS } from "../../src/contract/access.ts";
import { openDatabase } from "../workspace/database.ts";
import { secretHash } from "./sessions.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import {
  call,
  inviteToken,
  joinAs,
  joining,
  OWNER,
  ownerEnv,
  PASSWORD,
  problemOf,
  sessionOf,
  signIn,
  signingIn,
  whoIs,
} from "../test/people.ts";
import { appOnAll } from "../test/workspace-app.ts";

// Issue 28, over real HTTP on both databases: an owner invites by a link that works once, for a
// day, with the role it was made for; nobody else may make one.

const unusable = { status: 400, code: "token_unusable" };

describe.each(DATABASE_KINDS)("invites on $kind", { timeout: 20_000 }, ({ fresh }) => {
  const workspace = appOnAll(fresh, ownerEnv());
  let owner: string;
  beforeAll(async () => {
    owner = await signIn(workspace.app);
  });

  it("makes a link for a day that joins one person, with its role, once", async () => {
    const { app } = workspace;
    const made = await call(app, "POST", ACCESS_API.invites, { body: { role: "reviewer" }, session: owner });
    expect(made.status).toBe(201);
    const invite = (await made.json()) as { link: string; role: string; expiresAt: number };
    // The token travels after `#`: a browser never sends it to a server's log.
    expect(invite.link).toMatch(/^\/join#[A-Za-z0-9_-]{16,}$/);
    expect(invite.role).toBe("reviewer");
    expect(Math.abs(invite.expiresAt - (Date.now() + INVITE_HOURS * 3_600_000))).toBeLessThan(60_000);
    const token = invite.link.slice("/join#".length);

    const session = await sessionOf(await joining(app, token, "Joins.Once@Taskdeck.test"));
    expect(await whoIs(app, session)).toMatchObject({
      mode: "account",
      person: { email: "joins.once@taskdeck.test", role: "reviewer" },
    });
    expect(await problemOf(await joining(app, token, "joins.twice@taskdeck.test"))).toMatchObject(unusable);
    // The second try made nobody.
    expect(await problemOf(await signingIn(app, "joins.twice@taskdeck.test", PASSWORD))).toMatchObject({
      status: 401,
      code: "sign_in_refused",
    });
  });

  it("refuses an invite whose day is over", async () => {
    const { app, database } = workspace;
    const token = await inviteToken(app, owner, "viewer");
    // Its expiry moved into the past in the workspace's own database, as a day passing would.
    const opened = await openDatabase(database.settings);
    try {
      const moved = await opened.db
        .updateTable("invites")
        .set({ expires_at: Date.now() - 1_000 })
        .where("token_hash", "=", secretHash(token))
        .executeTakeFirst();
      expect(Number(moved.numUpdatedRows)).toBe(1);
    } finally {
      await opened.close();
    }
    expect(await problemOf(await joining(app, token, "too-late@taskdeck.test"))).toMatchObject(unusable);
  });

  it("refuses a token it never made", async () => {
    const made = await joining(workspace.app, "made-up-token-0123456789", "made-up@taskdeck.test");
    expect(await problemOf(made)).toMatchObject(unusable);
  });

  it("joins each with the invite's role, and lets only owners make invites", async () => {
    const { app } = workspace;
    const [reviewer, viewer, anotherOwner] = await Promise.all([
      joinAs(app, owner, "reviewer", "invited-reviewer@taskdeck.test"),
      joinAs(app, owner, "viewer", "invited-viewer@taskdeck.test"),
      joinAs(app, owner, "owner", "invited-owner@taskdeck.test"),
    ]);
    expect((await whoIs(app, reviewer))?.person.role).toBe("reviewer");
    expect((await whoIs(app, viewer))?.person.role).toBe("viewer");
    expect((await whoIs(app, anotherOwner))?.person.role).toBe("owner");
    for (const session of [reviewer, viewer]) {
      const made = await call(app, "POST", ACCESS_API.invites, { body: { role: "viewer" }, session });
      expect(await problemOf(made)).toMatchObject({ status: 403, code: "role_not_allowed" });
    }
    expect(
      (await call(app, "POST", ACCESS_API.invites, { body: { role: "viewer" }, session: anotherOwner })).status,
    ).toBe(201);
    const anonymous = await call(app, "POST", ACCESS_API.invites, { body: { role: "owner" } });
    expect(await problemOf(anonymous)).toMatchObject({ status: 401, code: "sign_in_required" });
  });

  it("refuses an email that has an account (in any case), and the invite stays usable", async () => {
    const { app } = workspace;
    const token = await inviteToken(app, owner, "reviewer");
    for (const taken of [OWNER.email, OWNER.email.toUpperCase()]) {
      const refused = await joining(app, token, taken, "another-password-4");
      expect(await problemOf(refused), taken).toMatchObject({ status: 409, code: "email_taken" });
    }
    // The owner's password is still theirs.
    expect(await whoIs(app, await signIn(app))).toMatchObject({ person: { role: "owner" } });
    const session = await sessionOf(await joining(app, token, "not-taken@taskdeck.test"));
    expect((await whoIs(app, session))?.person.role).toBe("reviewer");
  });
});
