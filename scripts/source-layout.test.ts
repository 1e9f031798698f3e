import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

// The layout rules a reviewer would otherwise check by eye: no import cycle between folders of
// src/ (features import downward only: shared facts live in contract/ and lib/), none between
// files of src/ and server/, and no source file a newcomer cannot read in one sitting.

const ROOT = normalize(join(import.meta.dirname, ".."));
const MAX_LINES = 200;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === "node_modules" || item.name === "fixtures" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(item.name) ? [path] : [];
  });
}

const IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Folder → the folders its files import from (tests left out: they may reach anywhere). */
export function folderGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files.filter((f) => !isTest(f))) {
    const from = dirname(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, spec] of readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT)) {
      const to = dirname(normalize(join(from, spec!)));
      if (to !== from && to.startsWith("src")) edges.add(to);
    }
  }
  return graph;
}

/** File → the files it imports, type-only imports included (a ring of types is a ring to read). */
export function fileGraph(files: string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of files.filter((f) => !isTest(f))) {
    const edges = new Set<string>();
    for (const [, spec] of readFileSync(join(ROOT, file), "utf8").matchAll(IMPORT))
      edges.add(normalize(join(dirname(file), spec!)));
    graph.set(file, edges);
  }
  return graph;
}

/** Every group of folders that import one another in a ring (Tarjan's strongly connected components). */
export function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const ring: string[] = [];
      let member: string;
      do ring.push((member = stack.pop()!));
      while (member !== node);
      if (ring.length > 1) found.push(ring.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe("source layout", () => {
  it("has no import cycle between folders of src/", () => {
    expect(cycles(folderGraph(sourceFiles("src")))).toEqual([]);
  });

  it("has no import cycle between files of src/ and server/", () => {
    expect(cycles(fileGraph(["src", "server"].flatMap(sourceFiles)))).toEqual([]);
  });

  it("finds a cycle when there is one (the check itself)", () => {
    const ring = new Map([
      ["src/a", new Set(["src/b"])],
      ["src/b", new Set(["src/c"])],
      ["src/c", new Set(["src/a"])],
      ["src/d", new Set(["src/a"])],
    ]);
    expect(cycles(ring)).toEqual([["src/a", "src/b", "src/c"]]);
  });

  it(`keeps every source file within ${MAX_LINES} lines`, () => {
    const files = ["src", "scripts", "e2e", "server"].flatMap(sourceFiles);
    const long = files
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
