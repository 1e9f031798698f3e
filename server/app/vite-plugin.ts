import { loadEnv, type Plugin } from "vite";
import { apiMiddlewares, chain } from "./api.ts";
import { configFromEnv } from "./config.ts";

/**
 * Gives `vite` (dev) and `vite preview` the production server's API side: the sandbox, or with
 * UPSTREAM_BASE_URL (in the environment or .env.local) the proxy to the real service, so a
 * developer can try the real service without CORS trouble.
 */
export function apiPlugin(): Plugin {
  let env: NodeJS.ProcessEnv = process.env;
  return {
    name: "taskdeck-api",
    configResolved(resolved) {
      env = { ...loadEnv(resolved.mode, resolved.envDir || resolved.root, ["UPSTREAM_", "SANDBOX_"]), ...process.env };
    },
    configureServer(server) {
      server.middlewares.use(chain(apiMiddlewares(configFromEnv(env), { withPolicy: false })));
    },
    configurePreviewServer(server) {
      server.middlewares.use(chain(apiMiddlewares(configFromEnv(env), { withPolicy: false })));
    },
  };
}
