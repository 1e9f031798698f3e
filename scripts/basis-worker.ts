import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { BASIS_WORKER_PATH } from "../src/contract/server-paths.ts";
import { withoutDynamicExecution } from "./basis-no-eval.ts";

/**
 * three.js's KTX2Loader builds its Basis worker at run time, as a blob: URL of its worker
 * function's source and the transcoder's script. This builds the same script once, at build
 * time, as a file of the app's own origin: the page's CSP needs no blob: script for it, and the
 * server can give it its own policy (wasm only). The message protocol is three's, unchanged.
 */
export async function basisWorkerSource(): Promise<string> {
  // Statics three's types leave out: the worker function and the tables it is given as constants.
  const { KTX2Loader } = (await import("three/addons/loaders/KTX2Loader.js")) as unknown as {
    KTX2Loader: Record<"EngineFormat" | "EngineType" | "TranscoderFormat" | "BasisFormat", object> & {
      BasisWorker: () => void;
    };
  };
  const require = createRequire(import.meta.url);
  const transcoder = readFileSync(require.resolve("three/examples/jsm/libs/basis/basis_transcoder.js"), "utf8");
  const fn = KTX2Loader.BasisWorker.toString();
  return [
    "/* three.js KTX2Loader's Basis worker, built by scripts/basis-worker.ts */",
    `let _EngineFormat = ${JSON.stringify(KTX2Loader.EngineFormat)};`,
    `let _EngineType = ${JSON.stringify(KTX2Loader.EngineType)};`,
    `let _TranscoderFormat = ${JSON.stringify(KTX2Loader.TranscoderFormat)};`,
    `let _BasisFormat = ${JSON.stringify(KTX2Loader.BasisFormat)};`,
    withoutDynamicExecution(transcoder),
    fn.substring(fn.indexOf("{") + 1, fn.lastIndexOf("}")),
  ].join("\n");
}

/** Emits the worker into the build (at BASIS_WORKER_PATH), and serves it under `vite` dev. */
export function basisWorkerPlugin(): Plugin {
  const fileName = BASIS_WORKER_PATH.slice(1);
  return {
    name: "taskdeck-basis-worker",
    async generateBundle() {
      this.emitFile({ type: "asset", fileName, source: await basisWorkerSource() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== BASIS_WORKER_PATH) return next();
        basisWorkerSource().then((source) => {
          res.setHeader("Content-Type", "text/javascript; charset=utf-8");
          res.end(source);
        }, next);
      });
    },
  };
}
