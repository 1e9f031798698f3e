import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INITIAL_JS_BUDGET,
  RETURNING_JS_CEILING,
  buildApp,
  initialGzipBytes,
  measureBundle,
  returningGzipBytes,
  type ChunkSize,
} from "./bundle-size.ts";

let outDir: string;
let chunks: ChunkSize[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "taskdeck-build-"));
  // Vitest sets NODE_ENV=test; buildApp builds for production all the same.
  await buildApp(outDir);
  chunks = measureBundle(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("bundle budget", () => {
  it("loads at most 130 KiB of gzipped JavaScript before the first interaction", () => {
    expect(chunks.some((chunk) => chunk.initial)).toBe(true);
    expect(initialGzipBytes(chunks)).toBeLessThanOrEqual(INITIAL_JS_BUDGET);
  });

  it("keeps a returning visit with tasks under its ceiling, the deck's chunk on top of the first visit's", () => {
    const returning = chunks.filter((chunk) => chunk.returning);
    expect(returning.filter((chunk) => !chunk.initial)).toHaveLength(1);
    expect(chunks.filter((chunk) => chunk.initial).every((chunk) => chunk.returning)).toBe(true);
    expect(returningGzipBytes(chunks)).toBeLessThanOrEqual(RETURNING_JS_CEILING);
  });

  it("counts what the entry imports statically, and nothing loaded lazily", () => {
    const initial = chunks.filter((chunk) => chunk.initial);
    // React and the app code are in the initial set; a real build is never this small.
    expect(initialGzipBytes(chunks)).toBeGreaterThan(40 * 1000);
    expect(initial.every((chunk) => chunk.file.endsWith(".js"))).toBe(true);
  });
});
