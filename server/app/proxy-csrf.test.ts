import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { type TestApp, withApp as withServer } from "../test/app-server.ts";
import { recordingUpstream, type RecordingUpstream } from "../test/recording-upstream.ts";

// The probe's finding: from another origin, a no-cors text/plain POST created a paid task with
// the server's token. Now what another site can make a browser send is refused before anything
// is forwarded, and with the token held here, only the page itself (or, if allowed, scripts) may call.

let upstream: RecordingUpstream;
beforeAll(async () => (upstream = await recordingUpstream()));
afterAll(() => upstream.close());
beforeEach(() => void upstream.seen.splice(0));

const body = JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A paid fox" });
const submit = (app: TestApp, headers: Record<string, string>) =>
  fetch(`${app.url}${SUBMIT_PATH}`, { method: "POST", headers, body });
const query = (app: TestApp, headers: Record<string, string>) => fetch(`${app.url}${SUBMIT_PATH}/r1`, { headers });

const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withServer({ UPSTREAM_BASE_URL: upstream.url, ...env }, run);

describe("with the token held by the server", () => {
  const held = { UPSTREAM_TOKEN: "server-secret" };

  it("refuses another site's no-cors text/plain POST and its <img> GET, forwarding nothing", async () => {
    await withApp(held, async (app) => {
      const forged = await submit(app, {
        Origin: "https://evil.example",
        "Content-Type": "text/plain",
        "Sec-Fetch-Site": "cross-site",
      });
      expect(forged.status).toBe(403);
      expect((await query(app, { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image" })).status).toBe(403);
      expect((await submit(app, { Origin: "https://evil.example", "Content-Type": "application/json" })).status).toBe(
        403,
      );
      expect(upstream.seen).toEqual([]);
    });
  });

  it("asks even its own page for a JSON body", async () => {
    await withApp(held, async (app) => {
      expect((await submit(app, { Origin: app.url, "Content-Type": "text/plain" })).status).toBe(415);
      expect((await submit(app, { Origin: app.url, "Content-Type": "application/json" })).status).toBe(200);
      expect(upstream.seen.map((seen) => seen.method)).toEqual(["POST"]);
    });
  });

  it("refuses curl and scripts (no Origin, no Sec-Fetch-Site) unless PROXY_ALLOW_SCRIPTS=1", async () => {
    await withApp(held, async (app) => {
      const refused = await submit(app, { "Content-Type": "application/json" });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain("PROXY_ALLOW_SCRIPTS=1");
      expect((await query(app, {})).status).toBe(403);
    });
    await withApp({ ...held, PROXY_ALLOW_SCRIPTS: "1" }, async (app) => {
      expect((await submit(app, { "Content-Type": "application/json" })).status).toBe(200);
      expect((await query(app, {})).status).toBe(200);
      // Scripts allowed is not sites allowed.
      expect((await submit(app, { Origin: "https://evil.example", "Content-Type": "application/json" })).status).toBe(
        403,
      );
    });
  });

  it("accepts pages on ALLOWED_ORIGINS", async () => {
    await withApp({ ...held, ALLOWED_ORIGINS: "https://admin.example" }, async (app) => {
      expect((await submit(app, { Origin: "https://admin.example", "Content-Type": "application/json" })).status).toBe(
        200,
      );
    });
  });
});

describe("with the browser's token passed through", () => {
  it("serves curl as before, and still refuses another site's page", async () => {
    await withApp({}, async (app) => {
      const auth = { Authorization: "Bearer user-token", "Content-Type": "application/json" };
      expect((await submit(app, auth)).status).toBe(200);
      expect((await submit(app, { ...auth, Origin: "https://evil.example" })).status).toBe(403);
      expect((await submit(app, { ...auth, "Content-Type": "text/plain" })).status).toBe(415);
      expect(upstream.seen).toHaveLength(1);
    });
  });
});
