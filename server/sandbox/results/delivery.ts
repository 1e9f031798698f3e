import type { ThreeDDelivery } from "../../../src/contract/three-d-delivery.ts";
import type { FileFormat, SubdivisionLevel } from "../../../src/contract/three-d-flags.ts";
import { meshFileNames, meshFiles, typeOf, zippedMesh, type NamedFile } from "./mesh.ts";

// What a finished 3D task lists and serves: the zip alone ("zip", as the vendor delivers), or
// the bare model with its .mtl and texture served beside it ("file", as a re-hosting router might).

export const ARCHIVE_NAME = "model.zip";

/** Every file served for a 3D task; the first is the one its record lists. */
export function deliveredNames(format: FileFormat, delivery: ThreeDDelivery): string[] {
  return delivery === "zip" ? [ARCHIVE_NAME] : meshFileNames(format);
}

/** One of those files, or null for a name that is not among them. */
export async function deliveredFile(
  format: FileFormat,
  level: SubdivisionLevel,
  delivery: ThreeDDelivery,
  name: string,
): Promise<NamedFile | null> {
  if (!deliveredNames(format, delivery).includes(name)) return null;
  if (name === ARCHIVE_NAME) return { name, bytes: await zippedMesh(format, level), contentType: typeOf(ARCHIVE_NAME) };
  return (await meshFiles(format, level)).find((file) => file.name === name) ?? null;
}
