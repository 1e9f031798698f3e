import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { SANDBOX_FILES_PREFIX } from "../../src/contract/server-paths.ts";
import { notFound } from "../http/answers.ts";
import type { AppEnv } from "../http/env.ts";
import { nodeServer } from "../http/node-server.ts";
import { NOTHING_RUNS_POLICY, securityHeaders } from "../http/security-headers.ts";
import { serveResult } from "./files.ts";
import type { SandboxState } from "./state.ts";

/**
 * The sandbox's file host: result files alone, on a port of their own, so they live on
 * another origin than the page and the API, with no CORS headers and with byte ranges — as
 * the service's result URLs do. The page cannot read them (only show them in <video>/<img>);
 * it reads them through its own server's file proxy, as it must with the real service.
 */
export function filesApp(state: SandboxState): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(`${SANDBOX_FILES_PREFIX}:requestId/:name`, (c) =>
    serveResult(state, c, c.req.param("requestId"), c.req.param("name")),
  );
  app.notFound(() => notFound("No such file."));
  return app;
}

/**
 * Starts the file host on `port` (0: any free one) and points the sandbox's result URLs at
 * it once it listens. Close the returned server with the one that mounts the sandbox.
 */
export function serveFiles(state: SandboxState, port: number, host: string | undefined): Promise<Server> {
  // It serves files alone, never a page: every answer, its 404s and Node's 400s too, under a policy of nothing.
  const server = nodeServer(filesApp(state), { headers: securityHeaders(NOTHING_RUNS_POLICY) });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      state.filesPort = (server.address() as AddressInfo).port;
      resolve(server);
    });
  });
}

/** Stops the file host: its open transfers too, since nothing else will end them. */
export function closeFiles(server: Server) {
  server.close();
  server.closeAllConnections();
}

/**
 * Starts the file host beside `server` once it listens, on the same address, and stops it
 * when `server` closes. If its port is taken, result URLs stay on the sandbox's own origin.
 */
export function fileHostBeside(server: Server, state: SandboxState, port: number) {
  server.once("listening", () => {
    const { address } = server.address() as AddressInfo;
    serveFiles(state, port, address).then(
      (files) => (server.listening ? server.once("close", () => closeFiles(files)) : closeFiles(files)),
      (error: unknown) =>
        console.error(`sandbox: no file host on port ${port} (${String(error)}): result files stay on this origin`),
    );
  });
}
