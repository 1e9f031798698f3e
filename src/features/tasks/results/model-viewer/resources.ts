import { t } from "@lingui/core/macro";
import { LoaderUtils, LoadingManager } from "three";
import { UnsupportedModelError } from "./model-errors.ts";

/** Reads a file beside the model (an absolute http(s) URL) the way the model itself was read. */
export type FetchBeside = (url: string) => Promise<Uint8Array>;
export type Files = Record<string, Uint8Array>;

/** A model names a few files (buffers, textures, .mtl); more is a hostile or broken file. */
export const MAX_RESOURCES = 64;

// Sliced, because typed arrays from a zip are views into one big buffer and loaders read whole buffers.
export const bufferOf = (bytes: Uint8Array) => bytes.slice().buffer as ArrayBuffer;
const passThrough = (url: string) => /^(data|blob):/i.test(url);

/**
 * The files a model refers to by relative path (a .gltf's buffers and images, an .obj's .mtl and
 * textures): taken from its zip, or fetched beside it through `fetchBeside`. The loaders get
 * them as blob: URLs through `manager`, and never reach the network themselves: a file the page
 * may read only through its server would otherwise fail, or go out without the server's checks.
 */
export class Resources {
  readonly manager = new LoadingManager();
  private readonly urls = new Map<string, string>();

  constructor(
    private readonly files: Files | undefined,
    private readonly fetchBeside: FetchBeside | undefined,
  ) {
    // Anything not gathered beforehand is refused (a URL that cannot load), not fetched.
    this.manager.setURLModifier((url) => this.urls.get(url) ?? (passThrough(url) ? url : "data:,missing"));
  }

  /** Fetches (or unzips) `uris`, as the loaders will resolve them against `path`, and returns their bytes. */
  async gather(uris: readonly string[], path: string, referrer: string): Promise<Map<string, Uint8Array>> {
    const wanted = [...new Set(uris.filter((uri) => uri && !passThrough(uri)))];
    const max = MAX_RESOURCES;
    if (this.urls.size + wanted.length > MAX_RESOURCES)
      throw new UnsupportedModelError(t`${referrer} refers to more than ${max} files.`);
    const found = new Map<string, Uint8Array>();
    await Promise.all(
      wanted.map(async (uri) => {
        const key = LoaderUtils.resolveURL(uri, path);
        const bytes = await this.read(key, uri, referrer);
        found.set(key, bytes);
        if (!this.urls.has(key)) this.urls.set(key, URL.createObjectURL(new Blob([bufferOf(bytes)])));
      }),
    );
    return found;
  }

  private async read(key: string, uri: string, referrer: string): Promise<Uint8Array> {
    const entry = this.files?.[safeDecode(key)] ?? this.files?.[key];
    if (entry) return entry;
    if (this.fetchBeside && /^https?:\/\//i.test(key)) {
      try {
        return await this.fetchBeside(key);
      } catch (error) {
        const reason = messageOf(error);
        throw new UnsupportedModelError(t`${uri}, which ${referrer} needs, could not be read: ${reason}`);
      }
    }
    throw new UnsupportedModelError(t`${uri}, which ${referrer} needs, is not there.`);
  }

  /** Frees the blob: URLs; call once the loaders are done with them. */
  revoke() {
    for (const url of this.urls.values()) URL.revokeObjectURL(url);
    this.urls.clear();
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function safeDecode(uri: string): string {
  try {
    return decodeURI(uri);
  } catch {
    return uri;
  }
}
