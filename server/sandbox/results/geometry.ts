import type { SubdivisionLevel } from "../../../src/contract/three-d-flags.ts";

export type MeshGeometry = { positions: Float32Array; normals: Float32Array; uvs: Float32Array; indices: Uint32Array };

// Icosphere subdivisions: 20 * 4^n triangles, so 320 / 1280 / 5120.
const SUBDIVISIONS: Record<SubdivisionLevel, number> = { low: 2, medium: 3, high: 4 };

// The usual icosahedron (vertices on the golden rectangles), faces wound counter-clockwise
// seen from outside, which is the front face in glTF, OBJ and USD's default "rightHanded".
const T = (1 + Math.sqrt(5)) / 2;
// prettier-ignore
const ICO_VERTICES = [
  [-1, T, 0], [1, T, 0], [-1, -T, 0], [1, -T, 0], [0, -1, T], [0, 1, T],
  [0, -1, -T], [0, 1, -T], [T, 0, -1], [T, 0, 1], [-T, 0, -1], [-T, 0, 1],
] as const;
// prettier-ignore
const ICO_FACES = [
  [0, 11, 5], [0, 5, 1], [0, 1, 7], [0, 7, 10], [0, 10, 11], [1, 5, 9], [5, 11, 4],
  [11, 10, 2], [10, 7, 6], [7, 1, 8], [3, 9, 4], [3, 4, 2], [3, 2, 6], [3, 6, 8],
  [3, 8, 9], [4, 9, 5], [2, 4, 11], [6, 2, 10], [8, 6, 7], [9, 8, 1],
] as const;

// A few low-frequency bumps turn the sphere into a "blob", so a viewer shows it is a real,
// lit model rather than a placeholder ball; low frequencies stay smooth at 320 triangles.
function bump(x: number, y: number, z: number): number {
  return (
    1 + 0.18 * Math.sin(2.5 * x + 0.7) * Math.sin(2.5 * y + 1.9) * Math.sin(2.5 * z + 0.4) + 0.07 * Math.cos(4 * y)
  );
}

function buildGeometry(subdivisions: number): MeshGeometry {
  const points: number[][] = ICO_VERTICES.map(([x, y, z]) => [x, y, z].map((c) => c / Math.hypot(x, y, z)));
  let faces: number[][] = ICO_FACES.map((f) => [...f]);
  for (let s = 0; s < subdivisions; s++) {
    const midpoints = new Map<string, number>();
    const midpoint = (a: number, b: number): number => {
      const key = a < b ? `${a},${b}` : `${b},${a}`;
      let index = midpoints.get(key);
      if (index === undefined) {
        const [pa, pb] = [points[a]!, points[b]!];
        const m = pa.map((c, i) => (c + pb[i]!) / 2);
        const length = Math.hypot(...m);
        index = points.push(m.map((c) => c / length)) - 1;
        midpoints.set(key, index);
      }
      return index;
    };
    faces = faces.flatMap(([a, b, c]) => {
      const [ab, bc, ca] = [midpoint(a!, b!), midpoint(b!, c!), midpoint(c!, a!)];
      return [
        [a!, ab, ca],
        [b!, bc, ab],
        [c!, ca, bc],
        [ab, bc, ca],
      ];
    });
  }

  const displaced = points.map(([x, y, z]) => [x!, y!, z!].map((c) => c * bump(x!, y!, z!)));
  // Re-centre on the bounding box and scale so the farthest point is at distance 1.
  const centre = [0, 1, 2].map((i) => {
    const values = displaced.map((p) => p[i]!);
    return (Math.min(...values) + Math.max(...values)) / 2;
  });
  const radius = Math.max(...displaced.map((p) => Math.hypot(...p.map((c, i) => c - centre[i]!))));
  const positions = new Float32Array(displaced.flatMap((p) => p.map((c, i) => (c - centre[i]!) / radius)));
  const indices = new Uint32Array(faces.flat());

  // Smooth vertex normals: sum of the (area-weighted) normals of the faces around each vertex.
  const sums = new Float64Array(positions.length);
  const at = (v: number) => [positions[3 * v]!, positions[3 * v + 1]!, positions[3 * v + 2]!];
  for (const [a, b, c] of faces) {
    const [pa, pb, pc] = [at(a!), at(b!), at(c!)];
    const u = pb.map((x, i) => x - pa[i]!);
    const v = pc.map((x, i) => x - pa[i]!);
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    for (const vertex of [a!, b!, c!]) for (let i = 0; i < 3; i++) sums[3 * vertex + i]! += n[i]!;
  }
  const normals = new Float32Array(sums.length);
  for (let v = 0; v < sums.length; v += 3) {
    const length = Math.hypot(sums[v]!, sums[v + 1]!, sums[v + 2]!);
    for (let i = 0; i < 3; i++) normals[v + i] = sums[v + i]! / length;
  }
  // Projected along z from the undisplaced sphere: continuous everywhere, so the shared
  // vertices need no seam (a wrap-around u would smear the whole texture across one strip).
  // glTF's v runs down from the image's top; OBJ writers flip it.
  const uvs = new Float32Array(points.flatMap(([x, y]) => [(x! + 1) / 2, (1 - y!) / 2]));
  return { positions, normals, uvs, indices };
}

const geometries = new Map<SubdivisionLevel, MeshGeometry>();

/**
 * A closed, unit-radius bumpy sphere centred at the origin; more triangles at higher levels.
 * Built once per level and shared: callers must not modify the arrays.
 */
export function meshGeometry(level: SubdivisionLevel): MeshGeometry {
  let geometry = geometries.get(level);
  if (!geometry) geometries.set(level, (geometry = buildGeometry(SUBDIVISIONS[level])));
  return geometry;
}
