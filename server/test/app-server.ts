import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { BASIS_WORKER_PATH } from "../../src/contract/server-paths.ts";
import { configFromEnv } from "../app/config.ts";
import { createAppServer, stopAppServer } from "../app/server.ts";
import { tempDataDir } from "./temp-data-dir.ts";

export const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
export const APP_JS = `console.log(${JSON.stringify("taskdeck ".repeat(200))});`;

/** A small stand-in for `dist/`: an index page, a hashed asset, the Basis worker and Vite's manifest. */
export function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "taskdeck-dist-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), INDEX_HTML);
  writeFileSync(path.join(dir, "assets", "app-abc123.js"), APP_JS);
  writeFileSync(path.join(dir, BASIS_WORKER_PATH.slice(1)), APP_JS);
  writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  return dir;
}

export type TestApp = { url: string; close(): Promise<void> };

/** The headers a browser adds to its page's own calls: the proof of origin a token-holding server asks for. */
export function fromPage(app: Pick<TestApp, "url">): Record<string, string> {
  return { Origin: app.url, "Sec-Fetch-Site": "same-origin" };
}

/**
 * The production server on an ephemeral port, configured as `npm start` would be from `env`;
 * its file proxy may reach this machine's test servers.
 */
export async function startApp(env: Record<string, string>): Promise<TestApp> {
  const server = await createAppServer(
    configFromEnv({ DIST_DIR: fakeDist(), DATA_DIR: tempDataDir(), FILE_PROXY_ALLOW_PRIVATE: "1", ...env, PORT: "0" }),
  );
  return listen(server);
}

/** `run` with a production server of its own configured from `env`, closed afterwards however `run` ends. */
export async function withApp(env: Record<string, string>, run: (app: TestApp) => Promise<void>) {
  const app = await startApp(env);
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

/** `server` listening on `host` (on every address with "0.0.0.0"), reached at 127.0.0.1. */
export async function listen(server: Server, host = "127.0.0.1"): Promise<TestApp> {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      // Its workspace closed too, before a test drops its database.
      await stopAppServer(server);
    },
  };
}

/** A GET whose body is left as sent (fetch would decompress it) and whose path is not normalised. */
export async function rawGet(url: string, headers: Record<string, string>) {
  const target = new URL(url);
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const path = url.slice(target.origin.length);
      request({ host: target.hostname, port: target.port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}
