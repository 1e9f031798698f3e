import type { Plugin } from "vite";

// three's decoder loaders name all their files with `new URL(file, import.meta.url)`, and Vite
// copies every file so named into the build. The app uses few of them: Draco's glTF build (set
// in decoders.ts; the general build and the asm.js fallback for browsers without WebAssembly,
// which this page's CSP assumes, are never fetched), and the Basis wasm only (its script is
// inside /basis-worker.js, see basis-worker.ts, and basis-loader.ts names the wasm itself).
const UNUSED: Record<string, string[]> = {
  "loaders/DRACOLoader.js": [
    "'../libs/draco/draco_decoder.wasm'",
    "'../libs/draco/draco_wasm_wrapper.js'",
    "'../libs/draco/draco_decoder.js'",
  ],
  "loaders/KTX2Loader.js": ["'../libs/basis/basis_transcoder.wasm'", "'../libs/basis/basis_transcoder.js'"],
};

/** Leaves out of the build the decoder files the app never fetches (their URLs become ""). */
export function decoderFilesPlugin(): Plugin {
  return {
    name: "taskdeck-decoder-files",
    transform(code, id) {
      const module = Object.keys(UNUSED).find((name) => id.split("?")[0]!.endsWith(`/three/examples/jsm/${name}`));
      if (!module) return null;
      let text = code;
      for (const file of UNUSED[module]!) {
        const reference = `new URL( ${file}, import.meta.url ).toString()`;
        if (!text.includes(reference))
          throw new Error(`${module} no longer names ${file} as expected: update scripts/decoder-files.ts.`);
        text = text.replace(reference, '""');
      }
      return { code: text, map: null };
    },
  };
}
