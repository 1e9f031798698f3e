import { createServer, type Server } from "node:http";
import { sendError } from "../sandbox/http.ts";
import { apiMiddlewares, chain } from "./api.ts";
import type { ServerConfig } from "./config.ts";
import { connectOrigins, securityHeaders } from "./security-headers.ts";
import { loadStaticFiles, serveStatic } from "./static-files.ts";

/** The production server: the built app, its security headers, and the task API on the same origin. */
export async function createAppServer(config: ServerConfig): Promise<Server> {
  const headers = securityHeaders(connectOrigins(config));
  const app = chain([
    ...apiMiddlewares(config, { withPolicy: true }),
    serveStatic(await loadStaticFiles(config.distDir)),
  ]);
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    app(req, res, () => sendError(res, 404, { type: "not_found_error", code: "not_found", message: "Nothing here." }));
  });
}
