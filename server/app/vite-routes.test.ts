import path from "node:path";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { inspectRoutes } from "hono/dev";
import { createServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { configFromEnv } from "./config.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// Under `vite` the app's routes are served by the API plugin, which finds them in the app
// itself: a route added to app.ts (or to the sandbox) answers there with no list to update.

const configFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "vite.config.ts");
// The plugin's workspace in a folder of this test's own, not the project's data/ (a developer's).
beforeAll(() => void vi.stubEnv("DATA_DIR", tempDataDir()));
afterAll(() => void vi.unstubAllEnvs());

/** A target for each route a GET reaches, its parameters and wildcard filled in. */
function getTargets(): string[] {
  const { app } = createApp({ ...configFromEnv(process.env), sandboxControl: true }, { withPolicy: false });
  const routes = inspectRoutes(app).filter((route) => !route.isMiddleware && /^(GET|ALL)$/.test(route.method));
  return [...new Set(routes.map((route) => route.path.replace(/:\w+|\*/g, "r1")))];
}

describe("the app's routes under Vite", () => {
  it("answers each from the app (JSON), and the page from Vite", async () => {
    const server = await createServer({
      configFile,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1", ws: false },
    });
    await server.listen();
    const url = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
    const typeOf = async (target: string) =>
      (await fetch(`${url}${target}`, { headers: { Accept: "text/html" } })).headers.get("content-type");
    try {
      const targets = getTargets();
      expect(targets.length).toBeGreaterThan(3);
      for (const target of targets) expect(await typeOf(target), target).toMatch(/^application\/json/);
      expect(await typeOf("/")).toMatch(/^text\/html/);
      // A share link's page is the access pages' entry, whoever opens it (no sign-in asked).
      const shared = await fetch(`${url}/s/abc.def`, { headers: { Accept: "text/html" } });
      expect(await shared.text()).toContain("/src/access/main.tsx");
    } finally {
      await server.close();
    }
  }, 30_000);
});
