import { unzipSync, type UnzipFileInfo } from "fflate";

/** The entries of a zip as fflate reads them back (it checks each CRC), with how each was stored. */
export function readZip(zip: Uint8Array): (UnzipFileInfo & { data: Uint8Array })[] {
  const info: UnzipFileInfo[] = [];
  const files = unzipSync(zip, { filter: (file) => (info.push(file), true) });
  return info.map((file) => ({ ...file, data: files[file.name]! }));
}

/** Where an entry's bytes start in the archive, found by its content (a test makes it unique). */
export const offsetOf = (zip: Uint8Array, bytes: Uint8Array) => Buffer.from(zip).indexOf(Buffer.from(bytes));
