import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_JS, INDEX_HTML, rawGet, startApp, type TestApp } from "../test/app-server.ts";
import { BASIS_WORKER_PATH } from "../../src/contract/server-paths.ts";
import { configFromEnv } from "./config.ts";
import { createAppServer } from "./server.ts";
import { THEME_SCRIPT_SOURCE } from "./theme-script.ts";
import { MissingBuildError } from "./static-files.ts";

let app: TestApp;
beforeAll(async () => (app = await startApp({ SANDBOX_TOKEN: "app-test-token" })));
afterAll(() => app.close());

describe("the production server", () => {
  it("serves the app with a Content-Security-Policy that allows no inline script but the theme's, and the other security headers", async () => {
    const response = await fetch(`${app.url}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    const csp = response.headers.get("content-security-policy") ?? "";
    const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    // WebAssembly for the 3D viewer's decoders, never JavaScript eval or inline script but the theme's, by its hash.
    expect(directives["script-src"]).toEqual(["'self'", "'wasm-unsafe-eval'", THEME_SCRIPT_SOURCE]);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("'unsafe-eval'");
    // The decoders' workers: this origin's scripts, Draco's started as blob: URLs; no other host.
    expect(directives["worker-src"]).toEqual(["'self'", "blob:"]);
    expect(directives["connect-src"]).toEqual(["'self'", "data:", "blob:"]);
    expect(directives["frame-ancestors"]).toEqual(["'none'"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the Basis worker script with its own policy: wasm, and nothing to load or reach", async () => {
    const response = await fetch(`${app.url}${BASIS_WORKER_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; script-src 'wasm-unsafe-eval'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("sends hashed assets compressed and cached for good, and answers 304 to a known ETag", async () => {
    const url = `${app.url}/assets/app-abc123.js`;
    const br = await fetch(url, { headers: { "Accept-Encoding": "br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    // fetch decodes the body itself, so compare what came over the wire with undici's decoding.
    expect(await br.text()).toBe(APP_JS);
    const raw = await rawGet(url, { "Accept-Encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(APP_JS);
    expect(raw.body.length).toBeLessThan(APP_JS.length / 4);
    expect(brotliDecompressSync(await rawGet(url, { "Accept-Encoding": "br" }).then((r) => r.body)).toString()).toBe(
      APP_JS,
    );
    const again = await fetch(url, { headers: { "If-None-Match": br.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("keeps build files and anything outside dist out of reach", async () => {
    for (const path of ["/.vite/manifest.json", "/../package.json", "/%2e%2e/package.json", "/nothing.js"]) {
      const response = await rawGet(`${app.url}${path}`, {});
      expect(response.status, path).toBe(404);
    }
  });

  it("tells the page that the sandbox answers the API, the page holds the token, and files go through the server", async () => {
    const response = await fetch(`${app.url}/__taskdeck/config`);
    expect(await response.json()).toEqual({
      api: "sandbox",
      tokenOnServer: false,
      fileProxy: true,
      shared: true,
      // It follows its tasks, so it copies their files into its archive (issue 29).
      archive: true,
      connectOrigins: [],
      // On loopback with no account, whoever asks is the local owner (issue 28), with no account's email.
      role: "owner",
    });
  });

  it("mounts the sandbox on the same origin, with its own token", async () => {
    const answer = await fetch(`${app.url}/api/v1/tasks/generations/nope`, {
      headers: { Authorization: "Bearer app-test-token" },
    });
    expect(answer.status).toBe(404);
    expect(((await answer.json()) as { error: { type: string } }).error.type).toBe("not_found_error");
    const refused = await fetch(`${app.url}/api/v1/tasks/generations/nope`, { headers: { Authorization: "Bearer x" } });
    expect(refused.status).toBe(401);
  });

  it("refuses to start without a built app, saying what to run", async () => {
    const config = configFromEnv({ DIST_DIR: "/nonexistent/dist" });
    await expect(createAppServer(config)).rejects.toThrow(MissingBuildError);
    await expect(createAppServer(config)).rejects.toThrow(/npm run build/);
  });
});
