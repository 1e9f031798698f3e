import { describe, expect, it } from "vitest";
import { SUBDIVISION_LEVELS } from "../../../src/contract/three-d-flags.ts";
import { meshGeometry } from "./geometry.ts";

const TRIANGLES = { low: 320, medium: 1280, high: 5120 } as const;
const VERTICES = { low: 162, medium: 642, high: 2562 } as const;
const vec = (a: Float32Array, i: number) => [a[3 * i]!, a[3 * i + 1]!, a[3 * i + 2]!];
const dot = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);
const cross = (u: number[], v: number[]) => [
  u[1]! * v[2]! - u[2]! * v[1]!,
  u[2]! * v[0]! - u[0]! * v[2]!,
  u[0]! * v[1]! - u[1]! * v[0]!,
];

describe("meshGeometry", () => {
  it.each(SUBDIVISION_LEVELS)("%s has the expected triangle and vertex counts", (level) => {
    const { positions, normals, indices } = meshGeometry(level);
    expect(indices.length / 3).toBe(TRIANGLES[level]);
    expect(positions.length / 3).toBe(VERTICES[level]);
    expect(normals.length).toBe(positions.length);
    expect(Math.max(...indices)).toBe(positions.length / 3 - 1);
  });

  it("grows strictly from low to medium to high", () => {
    const [low, medium, high] = SUBDIVISION_LEVELS.map((level) => meshGeometry(level).indices.length);
    expect(low).toBeLessThan(medium!);
    expect(medium).toBeLessThan(high!);
  });

  it.each(SUBDIVISION_LEVELS)("%s is closed, consistently wound and faces outwards", (level) => {
    const { positions, indices } = meshGeometry(level);
    // Closed and consistently oriented: every directed edge appears once and its reverse once.
    const edges: string[] = [];
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t]!, indices[t + 1]!, indices[t + 2]!];
      edges.push(`${a}>${b}`, `${b}>${c}`, `${c}>${a}`);
    }
    const unique = new Set(edges);
    expect(unique.size).toBe(edges.length);
    expect(edges.filter((edge) => !unique.has(edge.split(">").reverse().join(">")))).toEqual([]);
    // Outwards (counter-clockwise from outside): the enclosed signed volume is positive.
    let volume = 0;
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => vec(positions, indices[t + k]!));
      volume += dot(a!, cross(b!, c!)) / 6;
    }
    expect(volume).toBeGreaterThan(1); // a unit sphere is 4.19; the blob is a bit smaller
  });

  it.each(SUBDIVISION_LEVELS)("%s is unit-scale, centred, bumpy, with outward unit normals", (level) => {
    const { positions, normals } = meshGeometry(level);
    const count = positions.length / 3;
    const radii = Array.from({ length: count }, (_, i) => Math.hypot(...vec(positions, i)));
    expect(Math.max(...radii)).toBeCloseTo(1, 5);
    expect(Math.min(...radii)).toBeLessThan(0.9); // not just a sphere
    for (let axis = 0; axis < 3; axis++) {
      const values = Array.from({ length: count }, (_, i) => positions[3 * i + axis]!);
      expect(Math.min(...values) + Math.max(...values)).toBeCloseTo(0, 5);
    }
    const vertices = Array.from({ length: count }, (_, i) => i);
    expect(vertices.filter((i) => Math.abs(Math.hypot(...vec(normals, i)) - 1) > 1e-5)).toEqual([]);
    expect(vertices.filter((i) => dot(vec(normals, i), vec(positions, i)) <= 0)).toEqual([]);
  });

  it.each(SUBDIVISION_LEVELS)("%s has one texture coordinate per vertex, inside the image", (level) => {
    const { positions, uvs } = meshGeometry(level);
    expect(uvs.length).toBe((positions.length / 3) * 2);
    expect(Array.from(uvs).filter((c) => !(c >= 0 && c <= 1))).toEqual([]);
    // Spread over the image, not a few texels of it.
    for (const axis of [0, 1]) {
      const values = Array.from(uvs).filter((_, i) => i % 2 === axis);
      expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.9);
    }
  });

  it("is deterministic: a pinned vertex, so a change of shape is a deliberate one", () => {
    const first = vec(meshGeometry("low").positions, 0).map((x) => Math.round(x * 1e4) / 1e4);
    expect(first).toEqual([-0.4053, 0.6592, -0.0392]);
  });
});
