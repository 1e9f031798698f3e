import { t } from "@lingui/core/macro";
import { errorAnswerText } from "../../../../lib/server-messages.ts";
import { readableUrl } from "../../../../lib/readable-url.ts";
import type { ServerConfig } from "../../../../lib/server-config.ts";
import { loadModel, type LoadedModel } from "./load-model.ts";

/** Where a model is and how this page reads it (the viewer's and the gallery snapshot's). */
export type ModelSource = {
  url: string;
  fileName: string;
  server: ServerConfig | null;
  /** The task's request_id when this page's own server answered it (its file proxy can read the file). */
  requestId: string | null;
  /** The headers a read of that address sends (the token only to this page's own file proxy). */
  headersFor: (readable: string) => Record<string, string>;
};

export class DownloadError extends Error {}

async function download(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal, headers });
  } catch (error) {
    if (signal.aborted) throw error;
    // fetch only says "Failed to fetch": a host without CORS headers looks exactly like one that is down.
    throw new DownloadError(t`The host did not answer, or does not let this page read the file (no CORS).`);
  }
  if (!response.ok) {
    // This page's own server explains its refusals (e.g. a file it has not seen since it restarted).
    const said = response.headers.get("content-type")?.includes("json")
      ? errorAnswerText(await response.json().catch(() => null))
      : undefined;
    const { status, statusText } = response;
    throw new DownloadError(said || t`The server answered ${status} ${statusText}.`);
  }
  // Expired links on some hosts (and dev servers) answer 200 with a web page rather than an error status.
  if (response.headers.get("content-type")?.startsWith("text/html")) {
    throw new DownloadError(t`The server sent a web page instead of the model.`);
  }
  return response.arrayBuffer();
}

/**
 * Downloads and parses a model. The same way for the model and for the files beside it (a
 * .gltf's .bin, an .obj's .mtl): directly where the page may, else through its server's file
 * proxy, with the token only for that.
 */
export async function fetchModel(
  { url, fileName, server, requestId, headersFor }: ModelSource,
  signal: AbortSignal,
): Promise<{ size: number; model: LoadedModel }> {
  const read = async (target: string | null) => {
    if (!target)
      throw new DownloadError(t`This server's security policy does not let the page read files from that host.`);
    return download(target, headersFor(target), signal);
  };
  const fetchBeside = async (beside: string) =>
    new Uint8Array(await read(readableUrl(beside, server, window.location.origin, requestId)));
  const bytes = await read(readableUrl(url, server, window.location.origin, requestId));
  return { size: bytes.byteLength, model: await loadModel(bytes, fileName, url, fetchBeside) };
}
