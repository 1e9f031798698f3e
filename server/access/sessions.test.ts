import { beforeAll, describe, expect, it } from "vitest";
import { ACCESS_API } from "../../src/contract/access.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import {
  call,
  joinAs,
  OWNER,
  ownerEnv,
  PASSWORD,
  problemOf,
  sessionSet,
  signIn,
  signingIn,
  whoIs,
} from "../test/people.ts";
import { appOnAll } from "../test/workspace-app.ts";

// Issue 28, over real HTTP on both databases: a session is a cookie the page cannot read, kept
// in the database; it ends on signing out (here or everywhere), on a password change (the
// others), and after it has been left unused for the idle time. One server for several tests:
// each password costs a hash, so the owner signs in once for them.

const signOut = (app: { url: string }, session: string, everywhere?: boolean) =>
  call(app, "POST", ACCESS_API.signOut, { body: everywhere === undefined ? {} : { everywhere }, session });

const nobody = { status: 401, code: "sign_in_required" };

describe.each(DATABASE_KINDS)("sessions on $kind", { timeout: 20_000 }, ({ fresh }) => {
  describe("over http", () => {
    const workspace = appOnAll(fresh, { ...ownerEnv(), TASKDECK_SESSION_IDLE_HOURS: "2" });
    /** The owner's session every test here keeps (none of them signs the owner out everywhere), and its cookie's attributes. */
    let owner: string;
    let attributes: string[];
    beforeAll(async () => {
      const answer = await signingIn(workspace.app, OWNER.email, OWNER.password);
      expect(answer.status).toBe(204);
      ({ session: owner, attributes } = sessionSet(answer));
    });

    it("signs in with a cookie the page cannot read, sent to this site alone, and says who it is", async () => {
      const { app } = workspace;
      expect(owner).toMatch(/^taskdeck_session=[A-Za-z0-9_-]{40,}$/);
      expect(attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=7200"]));
      // Over plain http a Secure cookie would never come back.
      expect(attributes).not.toContain("Secure");
      const me = { mode: "account", person: { email: OWNER.email, role: "owner" } };
      expect(await whoIs(app, owner)).toMatchObject(me);
      expect(await whoIs(app, null)).toBeNull();
    });

    it("signs out that session only, and tells the browser to forget its cookie", async () => {
      const { app } = workspace;
      const here = await signIn(app);
      const answer = await signOut(app, here);
      expect(answer.status).toBe(204);
      const cleared = sessionSet(answer);
      expect(cleared.session).toBe("taskdeck_session=");
      expect(cleared.attributes).toContain("Max-Age=0");
      expect(await whoIs(app, here)).toBeNull();
      expect((await whoIs(app, owner))?.person.email).toBe(OWNER.email);
      // The ended session opens nothing: the gate asks for a sign-in again.
      expect(await problemOf(await call(app, "GET", ACCESS_API.people, { session: here }))).toMatchObject(nobody);
    });

    it("signs out everywhere: every session of that person ends, nobody else's", async () => {
      const { app } = workspace;
      const email = "everywhere@taskdeck.test";
      const here = await joinAs(app, owner, "viewer", email);
      const there = await signIn(app, email, PASSWORD);
      expect((await signOut(app, here, true)).status).toBe(204);
      expect(await whoIs(app, here)).toBeNull();
      expect(await whoIs(app, there)).toBeNull();
      expect((await whoIs(app, owner))?.person.role).toBe("owner");
    });

    it("ends the person's other sessions on a password change, keeps this one; the old password stops working", async () => {
      const { app } = workspace;
      const email = "changes-password@taskdeck.test";
      const here = await joinAs(app, owner, "reviewer", email);
      const there = await signIn(app, email, PASSWORD);
      const next = "a-new-password-3";
      const change = (current: string) =>
        call(app, "POST", ACCESS_API.password, { body: { current, next }, session: here });
      // The current password must be right: a session left open is not enough to take the account.
      expect(await problemOf(await change("not-it-at-all"))).toMatchObject({ status: 401, code: "sign_in_refused" });
      expect(await whoIs(app, there)).not.toBeNull();
      expect((await change(PASSWORD)).status).toBe(204);
      expect((await whoIs(app, here))?.person.email).toBe(email);
      expect(await whoIs(app, there)).toBeNull();
      expect((await whoIs(app, owner))?.person.role).toBe("owner");
      const refused = { status: 401, code: "sign_in_refused" };
      expect(await problemOf(await signingIn(app, email, PASSWORD))).toMatchObject(refused);
      expect(await whoIs(app, await signIn(app, email, next))).not.toBeNull();
    });

    it("takes a tampered, unknown or malformed cookie for nobody", async () => {
      const { app } = workspace;
      const id = owner.slice(owner.indexOf("=") + 1);
      const flipped = `${id.slice(0, -1)}${id.endsWith("A") ? "B" : "A"}`;
      for (const forged of [
        `taskdeck_session=${flipped}`,
        `taskdeck_session=${"x".repeat(43)}`,
        `taskdeck_session=${id}'--`,
        `taskdeck_session=`,
        `other_session=${id}`,
      ]) {
        expect(await whoIs(app, forged), forged).toBeNull();
        expect(await problemOf(await call(app, "GET", ACCESS_API.people, { session: forged }))).toMatchObject(nobody);
      }
      // The real one, among other cookies, still works.
      expect(await whoIs(app, `theme=dark; ${owner}; lang=en`)).not.toBeNull();
    });
  });

  // One server for both (each sign-in costs a hash): idle for 0.0003 h ≈ 1.1 s, reached by https.
  describe("with a short idle time, behind https", () => {
    const workspace = appOnAll(fresh, {
      ...ownerEnv(),
      TASKDECK_SESSION_IDLE_HOURS: "0.0003",
      PUBLIC_URL: "https://taskdeck.example",
    });

    it("marks the cookie Secure, and ends a session left unused longer than the idle time", async () => {
      const { app } = workspace;
      const answer = await signingIn(app, OWNER.email, OWNER.password);
      const { session, attributes } = sessionSet(answer);
      expect(attributes).toEqual(expect.arrayContaining(["Secure", "HttpOnly", "SameSite=Lax", "Max-Age=1"]));
      expect(await whoIs(app, session)).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 1_250));
      expect(await whoIs(app, session)).toBeNull();
      expect(await problemOf(await call(app, "GET", ACCESS_API.people, { session }))).toMatchObject(nobody);
      // The cookie that clears it on signing out is marked alike.
      expect(sessionSet(await signOut(app, session)).attributes).toContain("Secure");
    });
  });
});
