import type { HttpBindings } from "@hono/node-server";
import { describe, expect, it } from "vitest";
import {
  SANDBOX_ATTACHMENTS_PATH,
  SANDBOX_FAULTS_PATH,
  SANDBOX_REQUESTS_PATH,
} from "../../src/contract/server-paths.ts";
import { createSandbox } from "../sandbox/handler.ts";

// The probe's finding: with SANDBOX_CONTROL=1 and HOST on every interface, anyone who could
// reach the server could arm files (and so run a script on the app's origin). The control
// plane asks for no token, so it answers peers on this machine alone unless
// SANDBOX_CONTROL_REMOTE=1; to any other it is a path that does not exist.
//
// Tests may reach only loopback here, so the peer is given to the sandbox's routes as the
// Node adapter gives it (c.env.incoming.socket.remoteAddress) rather than dialled from another
// address; loopback.test.ts holds which addresses count as this machine.

const sandboxWith = (controlRemote: boolean) =>
  createSandbox({ token: "t", taskSeconds: 1, controlRemote }, { control: true }).app;

/** A request to `app` as the Node adapter hands it over from a peer at `remoteAddress`. */
async function askFrom(app: ReturnType<typeof sandboxWith>, remoteAddress: string, path: string, method = "GET") {
  const incoming = { socket: { remoteAddress }, headers: {}, method, url: path };
  const env = { incoming, outgoing: {} } as unknown as HttpBindings;
  const response = await app.request(`http://taskdeck.test${path}`, { method }, env);
  return { status: response.status, body: await response.text() };
}

const CONTROL = [SANDBOX_FAULTS_PATH, SANDBOX_ATTACHMENTS_PATH, SANDBOX_REQUESTS_PATH];

describe("the sandbox's control plane and where a request comes from", () => {
  it("answers this machine, and is a missing path to a peer on another address", async () => {
    const app = sandboxWith(false);
    const missing = await askFrom(app, "203.0.113.7", "/__sandbox/nothing-here");
    expect(missing.status).toBe(404);
    for (const path of CONTROL) {
      expect((await askFrom(app, "127.0.0.1", path)).status, `GET ${path} from loopback`).toBe(200);
      expect(await askFrom(app, "203.0.113.7", path), `GET ${path}`).toEqual(missing);
      expect(await askFrom(app, "::ffff:192.0.2.9", path, "POST"), `POST ${path}`).toEqual(missing);
    }
  });

  it("answers other peers too with SANDBOX_CONTROL_REMOTE=1", async () => {
    const app = sandboxWith(true);
    for (const path of CONTROL) expect((await askFrom(app, "203.0.113.7", path)).status, path).toBe(200);
  });
});
