import type { Family } from "../../../contract/families.ts";
import { sniffImageType } from "../../../contract/image-ref.ts";
import { checkImageFile } from "./image-check.ts";
import { unreadableFile } from "../request/unreadable-file.ts";

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    // Never shown: a failed read is put into words below.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

export type FileReading = { dataUri: string } | { problems: string[] };

/**
 * A chosen or dropped file as the data URI the service takes, or why it cannot be one. The type
 * and size are checked from its first bytes before the whole file is read, so a huge or wrong
 * file is never loaded; the data URI is labelled with the type its bytes show, whatever the
 * file's name or declared type claims (the service checks that the label matches).
 */
export async function readImageFile(file: File, family: Family): Promise<FileReading> {
  try {
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const problems = checkImageFile(file, head, family);
    if (problems.length) return { problems };
    const dataUrl = await readAsDataUrl(file);
    return { dataUri: `data:image/${sniffImageType(head)};base64,${dataUrl.slice(dataUrl.indexOf(",") + 1)}` };
  } catch {
    return { problems: [unreadableFile(file.name)] };
  }
}
