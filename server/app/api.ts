import type { Middleware } from "../sandbox/handler.ts";
import { createSandbox } from "../sandbox/handler.ts";
import { clientConfig, serveClientConfig } from "./client-config.ts";
import type { ServerConfig } from "./config.ts";
import { createFileProxy } from "./file-proxy.ts";
import { createProxy } from "./proxy.ts";
import { SeenUrls } from "./seen-urls.ts";

/**
 * Everything the page calls on its own origin: the config, and the task API answered by the
 * sandbox or forwarded to the real service. Shared by `npm start` and the Vite servers.
 */
export function apiMiddlewares(config: ServerConfig, options: { withPolicy: boolean }): Middleware[] {
  const served = serveClientConfig(clientConfig(config, options.withPolicy));
  if (!config.upstream) return [served, createSandbox(config.sandbox).handle];
  const seen = new SeenUrls();
  return [served, createProxy(config.upstream, seen), createFileProxy(seen, config.upstream.timeoutMs)];
}

/** Runs middlewares in order, as one. */
export function chain(middlewares: Middleware[]): Middleware {
  return (req, res, next) => {
    const step = (index: number) => {
      const middleware = middlewares[index];
      if (!middleware) return next();
      middleware(req, res, () => step(index + 1));
    };
    step(0);
  };
}
