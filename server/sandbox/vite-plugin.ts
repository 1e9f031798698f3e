import type { Plugin } from "vite";
import { createSandbox } from "./handler.ts";
import { sandboxOptionsFromEnv } from "./state.ts";

/** Mounts the sandbox API in `vite` (dev) and `vite preview`, so the app talks to it on its own origin. */
export function sandboxPlugin(): Plugin {
  return {
    name: "taskdeck-sandbox",
    configureServer(server) {
      server.middlewares.use(createSandbox(sandboxOptionsFromEnv()).handle);
    },
    configurePreviewServer(server) {
      server.middlewares.use(createSandbox(sandboxOptionsFromEnv()).handle);
    },
  };
}
