import { isResultFile } from "../app/result-files.ts";

// The files a model names beside it (issue 29): a .gltf's buffers and images, an .obj's .mtl
// libraries, an .mtl's textures. A viewer resolves each against the model's own address, so the
// archive keeps them at the same path after the model's copy. Only relative names inside the
// model's folder are the model's neighbours (the file proxy's rule: result-files.ts); a data: URI
// or an absolute URL is no file beside it, and is left as it is.

/** A format whose files name others beside them, by the ending of its name. */
export type NamingFormat = "gltf" | "obj" | "mtl";

export const namingFormatOf = (name: string): NamingFormat | null =>
  (/\.(gltf|obj|mtl)$/i.exec(name)?.[1]?.toLowerCase() as NamingFormat | undefined) ?? null;

/** An .mtl's statements whose last token is a texture's path (three.js reads these too). */
const TEXTURE_STATEMENT = /^\s*(map_\w+|bump|disp|decal|refl|norm)\s+(.+)$/i;

/** The references a file of `format` makes, as written, in order, each once. */
export function referencesIn(format: NamingFormat, text: string): string[] {
  const found: string[] = [];
  if (format === "gltf") {
    const json = parsedGltf(text);
    for (const list of [json.buffers, json.images])
      for (const item of Array.isArray(list) ? list : [])
        if (typeof (item as { uri?: unknown })?.uri === "string") found.push((item as { uri: string }).uri);
  } else
    for (const line of text.split(/\r?\n/)) {
      // The whole rest of an .obj's mtllib line, as three.js reads it; an .mtl texture's last token.
      const library = format === "obj" ? /^\s*mtllib\s+(.+?)\s*$/.exec(line)?.[1] : undefined;
      const texture = format === "mtl" ? TEXTURE_STATEMENT.exec(line)?.[2]?.trim().split(/\s+/).at(-1) : undefined;
      const named = library ?? texture;
      if (named) found.push(named);
    }
  return [...new Set(found)];
}

function parsedGltf(text: string): { buffers?: unknown; images?: unknown } {
  try {
    const json: unknown = JSON.parse(text);
    return json && typeof json === "object" ? json : {};
  } catch {
    return {};
  }
}

/**
 * What a reference made by the file at `from` means for the model at `model`: a neighbour to
 * copy (its URL, and its path after the model's folder, decoded as a viewer's request is),
 * "outside" (a path that leaves the model's folder: a copy could not serve it, so it is never
 * fetched), or null (a data: URI, an absolute URL: nothing beside the model).
 */
export function neighbourOf(reference: string, from: URL, model: URL): { url: URL; path: string } | "outside" | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(reference, from);
  } catch {
    return "outside";
  }
  url.search = "";
  url.hash = "";
  const plain = reference.replace(/^(\.\/)+/, "");
  // The file proxy's rule: same origin, the model's folder or below, no dot segment, nothing disguised.
  if (plain.startsWith("/") || plain.includes("\\") || !isResultFile(plain, url, [model])) return "outside";
  if (url.href === model.href) return "outside";
  const folder = model.pathname.slice(0, model.pathname.lastIndexOf("/") + 1);
  const path = pathAfter(url.pathname.slice(folder.length));
  return path ? { url, path } : "outside";
}

/** A path's segments decoded, joined by "/"; null when one is empty, a dot segment, or does not decode. */
export function pathAfter(encoded: string): string | null {
  try {
    const segments = encoded.split("/").map(decodeURIComponent);
    return segments.every((s) => s !== "" && s !== "." && s !== ".." && !/[/\\]/.test(s)) ? segments.join("/") : null;
  } catch {
    return null;
  }
}
