import type { IncomingHttpHeaders } from "node:http";
import { Readable } from "node:stream";
import type { ReadableStream as WebStream } from "node:stream/web";
import type { Hono } from "hono";
import { problemResponse } from "../http/answers.ts";
import type { AppContext, AppEnv } from "../http/env.ts";
import { crossSiteRefusal, type GuardOptions } from "../http/request-guard.ts";
import { NOTHING_RUNS_POLICY } from "../http/security-headers.ts";
import type { WorkspaceDatabase } from "../workspace/database.ts";
import { ARCHIVE_DOWNLOAD_PARAM, ARCHIVE_PATH, type ArchiveStateAnswer } from "../../src/contract/archive.ts";
import { archiveReads } from "./archive-reads.ts";
import { rangeOf } from "./byte-range.ts";
import type { ArchiveStorage } from "./storage.ts";
import { pathAfter } from "./model-neighbours.ts";

// The archive as the page reads it (src/contract/archive.ts): each file's state, and a file's copy,
// played (byte ranges, for a video's seeking) or saved. Viewers and up (route-roles.ts); read
// by this server's own pages only, as the workspace's other reads are.

type Archived = { name: string; hash: string; size: number; type: string };

const missing = (message: string) => problemResponse(404, { type: "not_found_error", code: "not_archived", message });

export function archiveRoutes(
  app: Hono<AppEnv>,
  opened: Promise<{ database: Pick<WorkspaceDatabase, "db"> }>,
  guard: GuardOptions,
  { storage, archiving }: { storage: ArchiveStorage; archiving: boolean },
) {
  const reads = async () => archiveReads((await opened).database);

  app.get(`${ARCHIVE_PATH}:key`, async (c) => {
    const refused = crossSiteRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const key = c.req.param("key");
    const files = await reads();
    if (!(await files.knowsTask(key))) return missing("This workspace has no task by that key.");
    const answer: ArchiveStateAnswer = { key, archiving, files: await files.statesOf(key) };
    return c.json(answer, 200, { "Cache-Control": "no-store" });
  });

  // The path after the number is the page's (contract/archive.ts `archiveFilePath`): the file's
  // own name serves the file; another path is a file a model names beside it (a .gltf's buffer,
  // an .obj's .mtl, a texture in a folder), as a viewer resolves it against the model's copy:
  // that neighbour's copy, never the model's bytes under its name.
  const readCopy = copyReader(opened, storage);
  app.on("GET", [`${ARCHIVE_PATH}:key/:n`, `${ARCHIVE_PATH}:key/:n/*`], async (c) => {
    const refused = copyRefusal(c.env.incoming.headers, guard);
    if (refused) return refused;
    const n = c.req.param("n");
    const tail = tailOf(new URL(c.req.url).pathname);
    const copy = /^\d{1,4}$/.test(n) && tail !== null ? await readCopy(c, c.req.param("key"), Number(n), tail) : null;
    return (
      copy ?? missing("That file is not archived (not yet, or it could not be): its task's archive state says which.")
    );
  });
}

/**
 * Answers a task's nth file from its copy (as `serveCopy` does), or with `name` another than its
 * own, the file kept at that path beside it; null while there is none. Share links read copies so too.
 */
export type CopyReader = (c: AppContext, taskKey: string, n: number, name?: string) => Promise<Response | null>;

export function copyReader(
  opened: Promise<{ database: Pick<WorkspaceDatabase, "db"> }>,
  storage: ArchiveStorage,
): CopyReader {
  return async (c, taskKey, n, name) => {
    const reads = archiveReads((await opened).database);
    const file = await reads.archivedFile(taskKey, n);
    if (!file?.hash || file.size === null) return null;
    if (name === undefined || name === file.name)
      return serveCopy(c, storage, {
        ...file,
        hash: file.hash,
        size: Number(file.size),
        type: file.content_type ?? "",
      });
    const beside = await reads.archivedNeighbour(taskKey, n, name);
    if (!beside) return null;
    const type = beside.content_type;
    return serveCopy(c, storage, { ...beside, name: name.split("/").at(-1)!, size: Number(beside.size), type });
  };
}

/**
 * A copy as a file host serves one: its type, its length, byte ranges (206, or 416 with the
 * size), an ETag that is its hash (the bytes under it never change), shown inline or saved under
 * its own name. It comes from the page's origin, so nothing in it may run there: a policy of
 * nothing and no sniffing, as the file proxy's answers have.
 */
async function serveCopy(c: AppContext, storage: ArchiveStorage, file: Archived): Promise<Response> {
  const etag = `"${file.hash}"`;
  const saved = c.req.query(ARCHIVE_DOWNLOAD_PARAM) === "1";
  const headers: Record<string, string> = {
    "Content-Type": file.type || "application/octet-stream",
    "Content-Disposition": contentDisposition(saved ? "attachment" : "inline", file.name),
    "Accept-Ranges": "bytes",
    ETag: etag,
    "Cache-Control": "private, max-age=3600",
    "Content-Security-Policy": NOTHING_RUNS_POLICY,
    "X-Content-Type-Options": "nosniff",
  };
  if (listsTag(c.req.header("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  // An If-Range naming another copy than this one asks for the whole file (RFC 9110, 13.1.5).
  const ifRange = c.req.header("if-range");
  const range = ifRange === undefined || ifRange === etag ? rangeOf(c.req.header("range"), file.size) : null;
  if (range === "unsatisfiable")
    return problemResponse(
      416,
      { type: "request_error", code: "range_not_satisfiable", message: `The file is ${file.size} bytes long.` },
      { "Content-Range": `bytes */${file.size}`, "Accept-Ranges": "bytes" },
    );
  if (range) headers["Content-Range"] = `bytes ${range.start}-${range.end}/${file.size}`;
  headers["Content-Length"] = String(range ? range.end - range.start + 1 : file.size);
  const status = range ? 206 : 200;
  // Hono answers HEAD with the GET route's answer, its body dropped: no file opened for it.
  if (c.req.method === "HEAD") return new Response(null, { status, headers });
  const stored = await storage.get(file.hash, range ?? undefined);
  if (!stored) {
    // The database says archived, this folder lacks it: another instance's folder, or a restore that left it out.
    console.error(`server: the archived copy ${file.hash} is not in this server's archive folder.`);
    return missing("The archived copy is not in this server's archive folder.");
  }
  return new Response(Readable.toWeb(stored.body) as WebStream as ReadableStream, { status, headers });
}

/**
 * The path after `<key>/<n>/`, its segments decoded as a viewer's request encodes them; undefined
 * when there is none; null for a path no file is kept at (an empty or dot segment, an escaped "/").
 */
function tailOf(pathname: string): string | undefined | null {
  const tail = pathname.slice(ARCHIVE_PATH.length).split("/").slice(2).join("/");
  return tail === "" ? undefined : pathAfter(tail);
}

const listsTag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");

/** Its own name, as a quoted ASCII fallback and as UTF-8 (RFC 6266, RFC 8187): never a header's break or quote. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A copy is read by the page, and opened from a report's link: pasted into the address bar or
 * clicked in a wiki or a chat (a navigation, with the session's cookie), from anywhere. Reading a
 * copy spends no token, so the page's own sign is not asked; another site may still not embed or
 * fetch one.
 */
function copyRefusal(headers: IncomingHttpHeaders, guard: GuardOptions): Response | null {
  const navigation = headers["sec-fetch-mode"] === "navigate" && headers["sec-fetch-dest"] === "document";
  return navigation ? null : crossSiteRefusal(headers, { ...guard, requireSameOrigin: false });
}
