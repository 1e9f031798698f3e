import type { Middleware } from "../sandbox/handler.ts";
import { sendJson } from "../sandbox/http.ts";
import type { ServerConfig } from "./config.ts";
import { connectOrigins } from "./security-headers.ts";

export const CLIENT_CONFIG_PATH = "/__taskdeck/config";

/** What the page needs to know about this server; read by src/lib/server-config.ts. */
export type ClientConfig = {
  /** Who answers /api/v1/tasks/ on this origin. */
  api: "sandbox" | "proxy";
  /** True when this server adds the token itself: the page then asks for none. */
  tokenOnServer: boolean;
  /** True when result files can be fetched through /__taskdeck/file. */
  fileProxy: boolean;
  /** Other origins the page may call; null when no policy limits them (the dev server). */
  connectOrigins: string[] | null;
};

export function clientConfig(config: ServerConfig, withPolicy: boolean): ClientConfig {
  return {
    api: config.upstream ? "proxy" : "sandbox",
    tokenOnServer: Boolean(config.upstream?.token),
    fileProxy: Boolean(config.upstream),
    connectOrigins: withPolicy ? connectOrigins(config) : null,
  };
}

export function serveClientConfig(config: ClientConfig): Middleware {
  return (req, res, next) => {
    if ((req.url ?? "").split("?")[0] !== CLIENT_CONFIG_PATH) return next();
    sendJson(res, 200, config);
  };
}
