import { t } from "@lingui/core/macro";
import { KTX2Loader } from "three/addons/loaders/KTX2Loader.js";
import transcoderUrl from "three/addons/libs/basis/basis_transcoder.wasm?url";
import { BASIS_WORKER_PATH } from "../../../../contract/server-paths.ts";

// Transcoded to plain RGBA: no renderer is needed to choose a GPU format before the model is
// parsed, every GPU reads it, and a preview's textures are few.
const RGBA_ONLY = {
  astcSupported: false,
  astcHDRSupported: false,
  etc1Supported: false,
  etc2Supported: false,
  dxtSupported: false,
  bptcSupported: false,
  pvrtcSupported: false,
};

/**
 * three.js's KTX2Loader, with its Basis worker started from this origin's built script
 * (BASIS_WORKER_PATH, see scripts/basis-worker.ts) rather than a blob: URL of code assembled
 * in the page: the page's CSP allows it as it is, and the script has its own, wasm-only policy.
 * The transcoder's wasm is fetched once and handed to each worker, as three does.
 */
export class BasisLoader extends KTX2Loader {
  constructor() {
    super();
    this.workerConfig = RGBA_ONLY;
  }

  override init(): Promise<void> {
    this.transcoderPending ??= fetch(transcoderUrl)
      .then((response) => {
        const status = response.status;
        if (!response.ok) throw new Error(t`The Basis transcoder could not be loaded (HTTP ${status}).`);
        return response.arrayBuffer();
      })
      .then((binary) => {
        this.workerPool.setWorkerCreator(() => {
          const worker = new Worker(BASIS_WORKER_PATH);
          const transcoderBinary = binary.slice(0);
          worker.postMessage({ type: "init", config: this.workerConfig, transcoderBinary }, [transcoderBinary]);
          return worker;
        });
      });
    return this.transcoderPending;
  }
}
