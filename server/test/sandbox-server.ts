import type { AddressInfo } from "node:net";
import { nodeServer } from "../http/node-server.ts";
import { createSandbox } from "../sandbox/handler.ts";
import type { SandboxState } from "../sandbox/state.ts";
import { SUBMIT_PATH } from "../../src/contract/server-paths.ts";
import type { ThreeDDelivery } from "../../src/contract/three-d-delivery.ts";
import { dataUriOf, png } from "../../src/test/make-images.ts";

export const TOKEN = "test-token";

export type TestSandbox = {
  url: string;
  /** Where tasks are submitted (and, with a request_id after a slash, queried). */
  submitUrl: string;
  state: SandboxState;
  /** Moves the sandbox's clock; tasks advance with it. */
  advance(ms: number): void;
  close(): Promise<void>;
};

/** A real sandbox (control plane on) on an ephemeral port, with a clock the test controls. */
export async function startSandbox(
  taskSeconds = 10,
  taskTtlSeconds?: number,
  delivery?: ThreeDDelivery,
): Promise<TestSandbox> {
  let now = Date.UTC(2026, 0, 2, 3, 4, 5);
  const { app, state } = createSandbox(
    { token: TOKEN, taskSeconds, taskTtlSeconds, delivery, now: () => now },
    { control: true },
  );
  const server = nodeServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    submitUrl: `${url}${SUBMIT_PATH}`,
    state,
    advance: (ms) => (now += ms),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const auth = { Authorization: `Bearer ${TOKEN}` };

export function post(url: string, body: unknown, headers: Record<string, string> = auth) {
  return fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A 640 × 360 PNG as a data URI: a real image every family takes. */
export const PNG_DATA_URI = dataUriOf("image/png", png(640, 360));
