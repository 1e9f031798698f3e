import { FILE_PROXY_PATH, fileProxyPath } from "../contract/server-paths.ts";
import type { Connection } from "./connection.ts";
import { mayConnect, type ServerConfig } from "./server-config.ts";

/**
 * Where this page can read a result file's bytes from (for the 3D viewer and file sizes): the
 * file itself when it may, else through its own server (file hosts often send no CORS
 * headers), which asks its service for the task `requestId` names; null when the task is not
 * this server's (`requestId` null) and the page's security policy forbids the host.
 */
export function readableUrl(
  url: string,
  server: ServerConfig | null,
  pageOrigin: string,
  requestId: string | null,
  /** What to save it as, when it is saved (the file proxy's `name`). */
  name?: string,
): string | null {
  if (/^(data|blob):/i.test(url)) return url;
  if (!URL.canParse(url)) return null;
  if (new URL(url).origin === pageOrigin) return url;
  if (server?.fileProxy && requestId) return fileProxyPath(requestId, url, name);
  return mayConnect(url, server, pageOrigin) ? url : null;
}

/**
 * What a read of `readable` sends: the token, in the Authorization header (never the URL), to
 * this page's own file proxy only, and only while the connection is this server's.
 */
export function readHeaders(readable: string, connection: Connection): Record<string, string> {
  const own = readable.startsWith(`${FILE_PROXY_PATH}?`) && connection.baseUrl === "" && connection.token;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header, not words
  return own ? { Authorization: `Bearer ${connection.token}` } : {};
}
