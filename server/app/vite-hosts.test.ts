import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, preview } from "vite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FILE_PROXY_PATH, SANDBOX_REQUESTS_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { fakeDist } from "../test/app-server.ts";
import { rawExchange, rawRequest, statusOf } from "../test/raw-http.ts";
import { tempDataDir } from "../test/temp-data-dir.ts";

// The same DNS-rebinding guard under `vite` and `vite preview`: Vite's own Host check
// (server.allowedHosts) stands in front of the API plugin, and ALLOWED_HOSTS adds to it.

const configFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "vite.config.ts");
const TARGETS = [taskPath("r1"), `${FILE_PROXY_PATH}?request_id=r1&url=x`, SANDBOX_REQUESTS_PATH];

afterEach(() => void delete process.env.ALLOWED_HOSTS);
// The plugin's workspace in a folder of this test's own, not the project's data/ (a developer's).
beforeAll(() => void vi.stubEnv("DATA_DIR", tempDataDir()));
afterAll(() => void vi.unstubAllEnvs());

type Started = { url: string; close(): Promise<void> };

async function statusFor(url: string, target: string, host: string) {
  return statusOf(await rawExchange(url, rawRequest(url, "GET", target).replace(/^Host: .*$/m, `Host: ${host}`)));
}

async function expectGuarded(server: Started, allowed: string[]) {
  try {
    for (const target of TARGETS) {
      expect(await statusFor(server.url, target, "attacker.example"), target).toBe(403);
      for (const host of ["localhost", "127.0.0.1", ...allowed])
        expect(await statusFor(server.url, target, host), `${target} as ${host}`).not.toBe(403);
    }
  } finally {
    await server.close();
  }
}

const urlOf = (address: AddressInfo | string | null | undefined) => `http://127.0.0.1:${(address as AddressInfo).port}`;

describe("the Host allow-list under Vite", () => {
  it("vite (dev) refuses a rebound name for the API, the file proxy and /__sandbox/*", async () => {
    process.env.ALLOWED_HOSTS = "deck.example.com";
    const server = await createServer({
      configFile,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1", ws: false },
    });
    await server.listen();
    await expectGuarded({ url: urlOf(server.httpServer?.address()), close: () => server.close() }, [
      "deck.example.com",
    ]);
  }, 30_000);

  it("vite preview does too", async () => {
    const server = await preview({
      configFile,
      logLevel: "silent",
      build: { outDir: fakeDist() },
      preview: { port: 0, host: "127.0.0.1" },
    });
    await expectGuarded({ url: urlOf(server.httpServer.address()), close: () => server.close() }, []);
  }, 30_000);
});
