import { networkInterfaces } from "node:os";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { SANDBOX_ATTACHMENTS_PATH, SANDBOX_FAULTS_PATH } from "../../src/contract/server-paths.ts";
import { fakeDist } from "../test/app-server.ts";
import { configFromEnv } from "./config.ts";
import { createAppServer } from "./server.ts";

// The probe's finding: with SANDBOX_CONTROL=1 and HOST on every interface, anyone who could
// reach the server could arm files (and so run a script on the app's origin). The control
// plane asks for no token, so it answers peers on this machine alone unless
// SANDBOX_CONTROL_REMOTE=1; to any other it is a path that does not exist.

/** This machine's first address that is not loopback: connecting to it, the peer is not loopback either. */
const outward = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

/** `npm start` with the control plane, on every interface, as a deployment with HOST=0.0.0.0 would be. */
async function withServer(env: Record<string, string>, run: (port: number) => Promise<void>) {
  const config = configFromEnv({ DIST_DIR: fakeDist(), PORT: "0", SANDBOX_CONTROL: "1", ...env });
  const server = await createAppServer(config);
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  try {
    await run((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const answer = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init);
  return { status: response.status, body: await response.text() };
};
const armed = { method: "POST", body: JSON.stringify({ kind: "drop" }) };

// Without a second address on this machine, loopback.test.ts covers the decision alone.
describe.skipIf(!outward)("the sandbox's control plane and where a request comes from", () => {
  it("answers this machine, and is a missing path to a peer on another address", async () => {
    await withServer({}, async (port) => {
      expect((await answer(`http://127.0.0.1:${port}${SANDBOX_FAULTS_PATH}`, armed)).status).toBe(201);
      const away = `http://${outward}:${port}`;
      const missing = await answer(`${away}/__sandbox/nothing-here`);
      expect(missing.status).toBe(404);
      for (const path of [SANDBOX_FAULTS_PATH, SANDBOX_ATTACHMENTS_PATH, "/__sandbox/requests"]) {
        expect(await answer(`${away}${path}`), `GET ${path}`).toEqual(missing);
        expect(await answer(`${away}${path}`, armed), `POST ${path}`).toEqual(missing);
      }
      // What the other peer tried was never armed.
      const { faults } = (await (await fetch(`http://127.0.0.1:${port}${SANDBOX_FAULTS_PATH}`)).json()) as {
        faults: unknown[];
      };
      expect(faults).toHaveLength(1);
    });
  });

  it("answers other peers too with SANDBOX_CONTROL_REMOTE=1", async () => {
    await withServer({ SANDBOX_CONTROL_REMOTE: "1" }, async (port) => {
      expect((await answer(`http://${outward}:${port}${SANDBOX_FAULTS_PATH}`, armed)).status).toBe(201);
    });
  });
});
