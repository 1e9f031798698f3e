import { FILE_PROXY_PATH, mayConnect, type ServerConfig } from "./server-config.ts";

/**
 * Where this page can read a result file's bytes from (for the 3D viewer and file sizes): the
 * file itself when it may, else through its own server, since file hosts often send no CORS
 * headers. null when neither is possible under the page's security policy.
 */
export function readableUrl(url: string, server: ServerConfig | null, pageOrigin: string): string | null {
  if (/^(data|blob):/i.test(url)) return url;
  if (!URL.canParse(url)) return null;
  if (new URL(url).origin === pageOrigin) return url;
  if (server?.fileProxy) return `${FILE_PROXY_PATH}?url=${encodeURIComponent(url)}`;
  return mayConnect(url, server, pageOrigin) ? url : null;
}
