import { describe, expect, it } from "vitest";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import { type TestApp, withApp as withServer } from "../test/app-server.ts";
import { post } from "../test/sandbox-server.ts";

// The probe's finding: `/__sandbox/*` was open in the default `npm start` on all interfaces,
// without a token: anyone could read every prompt, reset all tasks and arm faults against
// other users, cross-site too. Now it exists only with SANDBOX_CONTROL=1, and never for another site.

const TOKEN = "control-test-token";
const CONTROL = ["/__sandbox/faults", "/__sandbox/requests", "/__sandbox/reset"];

const withApp = (env: Record<string, string>, run: (app: TestApp) => Promise<void>) =>
  withServer({ SANDBOX_TOKEN: TOKEN, ...env }, run);

describe("the sandbox's control plane under npm start", () => {
  it("is not served by default, while the sandbox's API is", async () => {
    await withApp({}, async (app) => {
      for (const path of CONTROL) {
        expect((await fetch(`${app.url}${path}`)).status, `GET ${path}`).toBe(404);
        expect((await post(`${app.url}${path}`, { kind: "drop" }, {})).status, `POST ${path}`).toBe(404);
      }
      const submitted = await post(
        `${app.url}${SUBMIT_PATH}`,
        { model: "minimax/t2v-01-director", prompt: "x" },
        {
          Authorization: `Bearer ${TOKEN}`,
        },
      );
      expect(submitted.status).toBe(200);
    });
  });

  it("with SANDBOX_CONTROL=1, serves curl and refuses another site's page", async () => {
    await withApp({ SANDBOX_CONTROL: "1" }, async (app) => {
      expect((await post(`${app.url}/__sandbox/faults`, { kind: "drop" }, {})).status).toBe(201);
      const forged = await post(`${app.url}/__sandbox/faults`, { kind: "drop" }, { Origin: "https://evil.example" });
      expect(forged.status).toBe(403);
      const reset = await fetch(`${app.url}/__sandbox/reset`, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site" },
      });
      expect(reset.status).toBe(403);
      const { faults } = (await (await fetch(`${app.url}/__sandbox/faults`)).json()) as { faults: unknown[] };
      expect(faults).toHaveLength(1);
    });
  });
});
