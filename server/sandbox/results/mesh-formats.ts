import { Document, NodeIO } from "@gltf-transform/core";
import type { MeshGeometry } from "./geometry.ts";

// Writers for the file formats a 3D task can ask for; mesh.ts picks one and memoises the result.
// glb and obj are textured, as the vendor's are: the glb embeds its PNG, the obj names its .mtl,
// which names the PNG beside it.

export type Texture = { name: string; png: Uint8Array };
const MATERIAL = "Clay";

// Six decimals is well below a pixel at any sensible zoom and keeps the text files small.
const num = (n: number) => String(Math.round(n * 1e6) / 1e6);
const triples = (a: Float32Array | Uint32Array) =>
  Array.from({ length: a.length / 3 }, (_, i) => [a[3 * i]!, a[3 * i + 1]!, a[3 * i + 2]!]);

export async function glb({ positions, normals, uvs, indices }: MeshGeometry, texture: Texture): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const accessor = (type: "VEC3" | "VEC2" | "SCALAR", array: Float32Array | Uint16Array | Uint32Array) =>
    doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  // 16-bit indices whenever they fit: smaller, and what every viewer handles.
  const index = positions.length / 3 <= 0x10000 ? Uint16Array.from(indices) : indices;
  const image = doc.createTexture(texture.name).setImage(texture.png).setMimeType("image/png");
  const material = doc.createMaterial(MATERIAL).setBaseColorTexture(image).setRoughnessFactor(0.6).setMetallicFactor(0);
  const primitive = doc
    .createPrimitive()
    .setAttribute("POSITION", accessor("VEC3", positions))
    .setAttribute("NORMAL", accessor("VEC3", normals))
    .setAttribute("TEXCOORD_0", accessor("VEC2", uvs))
    .setIndices(accessor("SCALAR", index))
    .setMaterial(material);
  const node = doc.createNode("Blob").setMesh(doc.createMesh("Blob").addPrimitive(primitive));
  doc.getRoot().setDefaultScene(doc.createScene("Scene").addChild(node));
  return new NodeIO().writeBinary(doc);
}

/** An OBJ naming its material library `mtl`; every vertex has its position, texture coordinate and normal. */
export function obj({ positions, normals, uvs, indices }: MeshGeometry, mtl: string): string {
  const lines = ["# Taskdeck sandbox model", `mtllib ${mtl}`, "o Blob"];
  for (const p of triples(positions)) lines.push(`v ${p.map(num).join(" ")}`);
  // OBJ counts v up from the image's bottom row; glTF (and the geometry) down from its top.
  for (let i = 0; i < uvs.length; i += 2) lines.push(`vt ${num(uvs[i]!)} ${num(1 - uvs[i + 1]!)}`);
  for (const n of triples(normals)) lines.push(`vn ${n.map(num).join(" ")}`);
  lines.push(`usemtl ${MATERIAL}`);
  for (const f of triples(indices)) lines.push(`f ${f.map((i) => `${i + 1}/${i + 1}/${i + 1}`).join(" ")}`);
  return lines.join("\n") + "\n";
}

/** The material library an OBJ names: white diffuse, so the texture shows its own colours. */
export function mtl(texture: Texture): string {
  return [`newmtl ${MATERIAL}`, "Kd 1 1 1", "Ks 0 0 0", "Ns 10", `map_Kd ${texture.name}`].join("\n") + "\n";
}

export function usda({ positions, normals, indices }: MeshGeometry): string {
  const tuple = (p: number[]) => `(${p.map(num).join(", ")})`;
  const vec = (a: Float32Array) => `[${triples(a).map(tuple).join(", ")}]`;
  const axes = [0, 1, 2].map((i) => positions.filter((_, j) => j % 3 === i));
  const extent = [tuple(axes.map((a) => Math.min(...a))), tuple(axes.map((a) => Math.max(...a)))];
  // subdivisionScheme "none": USD's default (catmullClark) would smooth the mesh and ignore the normals.
  return `#usda 1.0
(
    defaultPrim = "Model"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "Model" (
    kind = "component"
)
{
    def Mesh "Blob" (
        prepend apiSchemas = ["MaterialBindingAPI"]
    )
    {
        float3[] extent = [${extent.join(", ")}]
        int[] faceVertexCounts = [${new Array(indices.length / 3).fill(3).join(", ")}]
        int[] faceVertexIndices = [${indices.join(", ")}]
        rel material:binding = </Model/Clay>
        normal3f[] normals = ${vec(normals)} (
            interpolation = "vertex"
        )
        point3f[] points = ${vec(positions)}
        uniform token subdivisionScheme = "none"
    }

    def Material "Clay"
    {
        token outputs:surface.connect = </Model/Clay/Surface.outputs:surface>

        def Shader "Surface"
        {
            uniform token info:id = "UsdPreviewSurface"
            color3f inputs:diffuseColor = (0.8, 0.55, 0.35)
            float inputs:metallic = 0
            float inputs:roughness = 0.6
            token outputs:surface
        }
    }
}
`;
}
