import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createContext, runInContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { basisWorkerSource } from "./basis-worker.ts";
import { redKtx2 } from "./fixtures/models.ts";

// The built worker script, run as a browser runs it under the page's CSP: in a context where
// code from strings is refused (as without 'unsafe-eval') and wasm compiles, speaking three's
// message protocol. The browser journey (e2e/viewer-formats.spec.ts) shows the texture itself.

type Message = {
  type: string;
  id?: number;
  error?: string;
  data?: { width: number; faces: { mipmaps: { data: Uint8Array }[] }[] };
};

function startWorker(source: string) {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const answers: Message[] = [];
  const self = {
    addEventListener: (_: string, listener: (event: { data: unknown }) => void) => listeners.push(listener),
    postMessage: (message: Message) => answers.push(message),
  };
  const context = createContext(
    { self, console, setTimeout, clearTimeout, TextDecoder }, // WebAssembly is the context's own
    {
      codeGeneration: { strings: false, wasm: true },
    },
  );
  runInContext(source, context);
  return { answers, post: (data: unknown) => listeners.forEach((listener) => listener({ data })) };
}

const RGBA_ONLY = {
  astcSupported: false,
  etc1Supported: false,
  etc2Supported: false,
  dxtSupported: false,
  bptcSupported: false,
  pvrtcSupported: false,
};

describe("the Basis worker script", () => {
  it("transcodes a KTX2 texture without evaluating strings as code", async () => {
    const wasm = readFileSync(
      createRequire(import.meta.url).resolve("three/examples/jsm/libs/basis/basis_transcoder.wasm"),
    );
    const worker = startWorker(await basisWorkerSource());
    worker.post({ type: "init", config: RGBA_ONLY, transcoderBinary: new Uint8Array(wasm).buffer });
    worker.post({ type: "transcode", id: 1, buffer: (await redKtx2()).slice().buffer, taskConfig: {} });
    await expect.poll(() => worker.answers.length, { timeout: 10_000 }).toBe(1);
    const [answer] = worker.answers;
    expect(answer, answer?.error).toMatchObject({ type: "transcode", id: 1, data: { width: 8 } });
    const pixels = answer!.data!.faces[0]!.mipmaps[0]!.data;
    expect(pixels.length).toBe(8 * 8 * 4);
    expect([...pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });
});
