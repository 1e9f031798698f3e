import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ACCESS_API } from "../../src/contract/access.ts";
import { openDatabase } from "../workspace/database.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, OWNER, problemOf, sessionSet, whoIs } from "../test/people.ts";
import { nobody, probedWorkspace } from "../test/probe.ts";
import { rawExchange, rawRequest, statusOf } from "../test/raw-http.ts";
// Issue 28, over real HTTP on both databases: the probe's attacks on sessions. Forged cookies,
// a session id planted before sign-in, and hostile return addresses through the sign-in page.

describe.each(DATABASE_KINDS)("a probe's sessions and return addresses, on $kind", { timeout: 20_000 }, ({ fresh }) => {
  const probed = probedWorkspace(fresh);
  it("takes forged cookies for nobody: random ids, the owner's under another casing, the hashes the database keeps", async () => {
    const { app, database } = probed.workspace;
    const id = probed.owner.slice(probed.owner.indexOf("=") + 1);
    // What the database keeps of each session: presenting it must sign nobody in.
    const opened = await openDatabase(database.settings);
    const kept = await opened.db
      .selectFrom("sessions")
      .select("id_hash")
      .execute()
      .finally(() => opened.close());
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const forged = [
      ...Array.from({ length: 3 }, () => `taskdeck_session=${randomBytes(32).toString("base64url")}`),
      `taskdeck_session=${randomBytes(15).toString("base64url")}`,
      `TASKDECK_SESSION=${id}`,
      `Taskdeck_Session=${id}`,
      `xtaskdeck_session=${id}`,
      ...kept.map(({ id_hash }) => `taskdeck_session=${id_hash}`),
    ];
    for (const cookie of forged) {
      expect(await whoIs(app, cookie), cookie).toBeNull();
      expect(await problemOf(await call(app, "GET", ACCESS_API.people, { session: cookie })), cookie).toMatchObject(
        nobody,
      );
    }
    expect((await whoIs(app, probed.owner))?.person.role).toBe("owner");
  });

  it("signs in with a new session id, never the one the client presented", async () => {
    const { app } = probed.workspace;
    const planted = `taskdeck_session=${randomBytes(32).toString("base64url")}`;
    // A planted id, and a real session of someone else: neither becomes the owner's.
    for (const presented of [planted, probed.viewer]) {
      const answer = await call(app, "POST", ACCESS_API.signIn, { body: OWNER, session: presented });
      expect(answer.status).toBe(204);
      const { session } = sessionSet(answer);
      expect(session).not.toBe(presented);
      expect((await whoIs(app, session))?.person.role).toBe("owner");
    }
    expect(await whoIs(app, planted)).toBeNull();
    expect(await problemOf(await call(app, "GET", ACCESS_API.people, { session: planted }))).toMatchObject(nobody);
    expect((await whoIs(app, probed.viewer))?.person.role).toBe("viewer");
  });

  it("never redirects to another site, whatever return address the sign-in page is given", async () => {
    const { app } = probed.workspace;
    const hostile = ["https://evil.example", "//evil.example", "/\\evil.example", "/%2F%2Fevil.example"];
    const targets = [
      ...[...hostile, "javascript:alert(1)"].flatMap((next) => [
        `/sign-in?next=${next}`,
        `/sign-in?next=${encodeURIComponent(next)}`,
      ]),
      ...hostile,
    ];
    for (const session of [null, probed.owner])
      for (const target of targets) {
        const headers = { Accept: "text/html", ...(session ? { Cookie: session } : {}) };
        const answer = await rawExchange(app.url, rawRequest(app.url, "GET", target, headers));
        const head = answer.slice(0, answer.indexOf("\r\n\r\n"));
        const said = `${session ? "owner" : "anonymous"} GET ${target}: ${head.split("\r\n")[0]}`;
        const location = /^location:\s*(.*)$/im.exec(head)?.[1];
        if (location !== undefined) expect(new URL(location, app.url).origin, said).toBe(app.url);
        // The sign-in page itself, whoever asks: the return address is the page's to weigh (next-path.ts).
        if (target.startsWith("/sign-in?")) expect(statusOf(answer), said).toBe(200);
      }
  });
});
