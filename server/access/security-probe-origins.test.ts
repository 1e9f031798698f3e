import { describe, expect, it } from "vitest";
import { ACCESS_API } from "../../src/contract/access.ts";
import { CLIENT_CONFIG_PATH } from "../../src/contract/server-paths.ts";
import { WORKSPACE_RUNS_PATH } from "../../src/contract/shared-run.ts";
import { WORKSPACE_VERDICTS_PATH } from "../../src/contract/verdict-schema.ts";
import { DATABASE_KINDS } from "../test/databases.ts";
import { call, OWNER, ownerEnv, problemOf, signIn } from "../test/people.ts";
import { bare, crossSite, EVIL, FOREIGN, KEY, probedWorkspace, readBack } from "../test/probe.ts";
import { videoRun } from "../test/run-fixtures.ts";
import { appOnAll } from "../test/workspace-app.ts";
// Issue 28, over real HTTP on both databases: what a security probe sent from another site to
// the sign-in and people routes, each shown to do no harm. Another site's page may make a
// browser send the owner's cookie, but not prove its origin, send JSON without one, or read
// what comes back. (Forged and planted sessions, and return addresses: security-probe-sessions.)

describe.each(DATABASE_KINDS)(
  "another site's requests with the owner's cookie, on $kind",
  { timeout: 20_000 },
  ({ fresh }) => {
    const probed = probedWorkspace(fresh);
    it("refuses another site's sign-in, role changes, invite, verdict and run sent with the owner's cookie", async () => {
      const { app } = probed.workspace;
      const before = await readBack(app, probed.owner);
      const run = videoRun("run-probed-01", ["A forged fox"]);
      const writes: [string, string, unknown][] = [
        ["POST", ACCESS_API.signIn, OWNER],
        ["PATCH", `${ACCESS_API.people}/${probed.viewerId}`, { role: "owner" }],
        ["DELETE", `${ACCESS_API.people}/${probed.viewerId}`, undefined],
        ["POST", ACCESS_API.invites, { role: "owner" }],
        ["PUT", `${WORKSPACE_VERDICTS_PATH}${KEY}`, { outcome: "fail", updatedAt: Date.now() }],
        ["PUT", `${WORKSPACE_RUNS_PATH}${run.id}`, { run, pace: { tasksAtOnce: 1, submissionsPerMinute: 60 } }],
      ];
      for (const headers of FOREIGN)
        for (const [method, where, body] of writes) {
          const answer = await call(app, method, where, { body, session: probed.owner, headers });
          expect(answer.headers.getSetCookie(), where).toEqual([]);
          expect(await problemOf(answer), `${method} ${where} from ${headers.Origin}`).toMatchObject(crossSite);
        }
      expect(await readBack(app, probed.owner)).toEqual(before);
      expect(before.roles).toContain("viewer@taskdeck.test viewer");
      expect(before.verdict).toBeNull();
    });

    it("reads nothing out to another site: people and the log refused, the config with no CORS header", async () => {
      const { app } = probed.workspace;
      const reads = [ACCESS_API.people, ACCESS_API.audit, `${ACCESS_API.audit}?format=csv`];
      for (const where of reads) {
        for (const headers of FOREIGN)
          expect(
            await problemOf(await call(app, "GET", where, { session: probed.owner, headers })),
            where,
          ).toMatchObject(crossSite);
        // A `<script src>` or `<img>` of another site: no Origin, but its browser says where it comes from.
        const embedded = await bare(app, "GET", where, { Cookie: probed.owner, "Sec-Fetch-Site": "cross-site" });
        expect(await problemOf(embedded), where).toMatchObject(crossSite);
      }
      // The config says who is signed in to whoever asks, for the page to start: the browser
      // shows it to this site's pages alone, as nothing lets another origin read it.
      const config = await call(app, "GET", CLIENT_CONFIG_PATH, { session: probed.owner, headers: EVIL });
      expect(config.headers.get("Access-Control-Allow-Origin")).toBeNull();
      expect(config.headers.get("Access-Control-Allow-Credentials")).toBeNull();
      expect(config.headers.get("X-Content-Type-Options")).toBe("nosniff");
    });

    it("lets a cookie with no Origin through only with a JSON body, which no form of another site can send", async () => {
      const { app } = probed.workspace;
      const before = await readBack(app, probed.owner);
      const forms: [string, string][] = [
        ["application/x-www-form-urlencoded", "role=owner"],
        ["text/plain", '{"role":"owner"}'],
      ];
      const routes: [string, string][] = [
        ["POST", ACCESS_API.invites],
        ["POST", ACCESS_API.signIn],
        ["PATCH", `${ACCESS_API.people}/${probed.viewerId}`],
      ];
      for (const [type, body] of forms)
        for (const [method, where] of routes) {
          const answer = await bare(app, method, where, { Cookie: probed.owner, "Content-Type": type }, body);
          expect(await problemOf(answer), `${method} ${where} as ${type}`).toMatchObject({
            status: 415,
            code: "unsupported_media_type",
          });
        }
      expect(await readBack(app, probed.owner)).toEqual(before);
      // A page's browser names its origin on every POST: JSON without one is curl's, let through
      // (where the server holds the token, refused: below). A script that says cross-site is not.
      const json = { Cookie: probed.owner, "Content-Type": "application/json" };
      expect((await bare(app, "POST", ACCESS_API.invites, json, '{"role":"viewer"}')).status).toBe(201);
      const crossSiteJson = { ...json, "Sec-Fetch-Site": "cross-site" };
      const refused = await bare(app, "POST", ACCESS_API.invites, crossSiteJson, '{"role":"owner"}');
      expect(await problemOf(refused)).toMatchObject(crossSite);
      const after = await readBack(app, probed.owner);
      const added = after.audit.slice(0, after.audit.length - before.audit.length);
      expect(added).toMatchObject([{ action: "invite-made", detail: "viewer" }]);
    });
  },
);

describe.each(DATABASE_KINDS)(
  "no Origin where the server holds the token, on $kind",
  { timeout: 20_000 },
  ({ fresh }) => {
    const workspace = appOnAll(fresh, {
      ...ownerEnv(),
      UPSTREAM_BASE_URL: "http://127.0.0.1:9",
      UPSTREAM_TOKEN: "held",
    });

    it("is refused even with the owner's cookie and JSON: only the page itself may call", async () => {
      const { app } = workspace;
      const owner = await signIn(app);
      const json = { Cookie: owner, "Content-Type": "application/json" };
      const answer = await bare(app, "POST", ACCESS_API.invites, json, '{"role":"owner"}');
      expect(await problemOf(answer)).toMatchObject(crossSite);
      expect((await call(app, "POST", ACCESS_API.invites, { body: { role: "viewer" }, session: owner })).status).toBe(
        201,
      );
    });
  },
);
