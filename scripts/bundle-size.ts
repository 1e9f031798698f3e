import { build } from "vite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The JavaScript budget before the first interaction, in gzip bytes (130 KB). */
export const INITIAL_JS_BUDGET = 130 * 1024;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

export type ChunkSize = { file: string; raw: number; gzip: number; initial: boolean };

/**
 * Sizes every built JavaScript chunk and marks the ones the page loads before anyone
 * interacts: the entry and what it imports statically. Dynamic imports (lazy parts such
 * as the 3D viewer) are excluded until something asks for them.
 */
export function measureBundle(outDir: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite/manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest).forEach(([key, chunk]) => chunk.isEntry && visit(key));
  const files = new Set(
    Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith(".js")),
  );
  return [...files].sort().map((file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, initial: initial.has(file) };
  });
}

export function initialGzipBytes(chunks: ChunkSize[]): number {
  return chunks.filter((chunk) => chunk.initial).reduce((sum, chunk) => sum + chunk.gzip, 0);
}

/**
 * Builds the app as `npm run build` does, into `outDir`. NODE_ENV must be production or Vite
 * bundles React's development build.
 */
export async function buildApp(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: "vite.config.ts",
      mode: "production",
      logLevel: "error",
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
