import { open, readFile, rm } from "node:fs/promises";
import { fileNameOf } from "../http/file-headers.ts";
import type { ArchiveReason } from "../../src/contract/archive-reason.ts";
import { CopyFailure } from "./fetch-result.ts";
import { namingFormatOf, neighbourOf, referencesIn, type NamingFormat } from "./model-neighbours.ts";
import type { StageCopy } from "./staged-copy.ts";
import type { StagedFile } from "./stage-file.ts";
import type { ArchiveStorage } from "./storage.ts";
import { looksZipped, zipEntries, type ZipEntry } from "./zip-entries.ts";

// What an archived file holds besides its own bytes (issue 29): a model's files beside it, each
// fetched as the model was (the file proxy's fetch, its size cap and time limit, the quota) and
// kept under its hash; a zip's model entries. A neighbour that cannot be copied fails its model:
// the page then keeps the service's link, where the model's neighbours are.

export type Neighbour = { path: string; hash: string; size: number; type: string };
export type Held = { neighbours: Neighbour[]; entries: ZipEntry[] | null };

export type HeldDeps = {
  stage: StageCopy;
  storage: Pick<ArchiveStorage, "put">;
  /** A new copy's signal: the stop, and the time limit of one copy. */
  signal: () => AbortSignal;
  /** Why a try failed, and whether it is final. */
  reasonOf: (error: unknown) => [reason: ArchiveReason, final: boolean];
};

/** Files a model names beside it, at most: each is a download of its own. */
export const MAX_NEIGHBOURS = 64;

/**
 * The most of a model's text read for the files it names, and of a zip read for its entries: each
 * is read whole into memory, four copies at once, so the file proxy's cap (512 MiB) is too much.
 */
export const MAX_READ_BYTES = 64 * 1024 * 1024;

/** What the staged file `staged` of `url` (named `name`) holds; read whole, as it is within MAX_READ_BYTES. */
export async function heldBy(deps: HeldDeps, url: URL, name: string, staged: StagedFile): Promise<Held> {
  const format = namingFormatOf(name);
  if (format === "gltf" || format === "obj") {
    // Its copy alone would not show: what it names would be missing beside it.
    if (staged.size > MAX_READ_BYTES)
      throw new CopyFailure(
        {
          ...{ code: "model_too_large", name, bytes: MAX_READ_BYTES },
          text: `${name} is larger than ${MAX_READ_BYTES / 1024 / 1024} MiB: the files it names are not looked for, so it is not kept.`,
        },
        true,
      );
    const neighbours = await copyNeighbours(deps, url, name, format, await readFile(staged.path, "utf8"));
    return { neighbours, entries: null };
  }
  const zipped = staged.size <= MAX_READ_BYTES && looksZipped(name, await headOf(staged.path));
  return { neighbours: [], entries: zipped ? zipEntries(await readFile(staged.path)) : null };
}

async function copyNeighbours(deps: HeldDeps, model: URL, name: string, format: NamingFormat, text: string) {
  const kept = new Map<string, Neighbour>();
  const visit = async (from: URL, fromName: string, fromFormat: NamingFormat, fromText: string) => {
    for (const reference of referencesIn(fromFormat, fromText)) {
      const found = neighbourOf(reference, from, model);
      if (found === null || (found !== "outside" && kept.has(found.path))) continue;
      if (found === "outside")
        throw new CopyFailure(
          {
            ...{ code: "neighbour_outside", name: reference, by: fromName },
            text: `${reference}, which ${fromName} names, is outside its folder: it is not copied, and a copy could not show it.`,
          },
          true,
        );
      if (kept.size >= MAX_NEIGHBOURS)
        throw new CopyFailure(
          {
            ...{ code: "too_many_neighbours", name, count: MAX_NEIGHBOURS },
            text: `${name} names more than ${MAX_NEIGHBOURS} files beside it: they are not copied.`,
          },
          true,
        );
      // An .obj's .mtl names its textures in turn.
      const mtl = fromFormat === "obj" && namingFormatOf(found.path) === "mtl";
      const copied = await keep(deps, found.url, mtl).catch((error: unknown) => {
        throw notCopied(deps, error, found.path, fromName);
      });
      kept.set(found.path, { path: found.path, hash: copied.hash, size: copied.size, type: copied.type });
      if (copied.text !== undefined) await visit(found.url, fileNameOf(found.url), "mtl", copied.text);
    }
  };
  // A failed model's neighbours stay stored: another copy under way may have put the same bytes
  // (a texture two models share) and not yet recorded them, and removing them would lose its file.
  await visit(model, name, format, text);
  return [...kept.values()];
}

/** One neighbour fetched, staged and kept under its hash; its text too when it names others. */
async function keep(deps: HeldDeps, url: URL, readText: boolean) {
  const { staged, type } = await deps.stage(url, deps.signal());
  try {
    const text = readText ? await readFile(staged.path, "utf8") : undefined;
    await deps.storage.put(staged.hash, { staged: staged.path });
    return { hash: staged.hash, size: staged.size, type, text };
  } catch (error) {
    await rm(staged.path, { force: true });
    throw error;
  }
}

/**
 * Its model's failure, naming it: final when its own was, or when its host said it is not there
 * (404, 410), as a model without it is no use; else tried again with its model.
 */
function notCopied(deps: HeldDeps, error: unknown, path: string, by: string): CopyFailure {
  const [cause, final] = deps.reasonOf(error);
  const gone = cause.code === "host_status" && (cause.status === 404 || cause.status === 410);
  const said = cause.text.charAt(0).toLowerCase() + cause.text.slice(1);
  const text = `${path}, which ${by} names, could not be copied: ${said}`;
  return new CopyFailure({ code: "neighbour_failed", name: path, by, cause, text }, final || gone);
}

async function headOf(path: string): Promise<Uint8Array> {
  const handle = await open(path, "r");
  try {
    const head = new Uint8Array(4);
    await handle.read(head, 0, 4, 0);
    return head;
  } finally {
    await handle.close();
  }
}
