import { z } from "zod/mini";

/** What this page's own server says about itself (server/app/client-config.ts). */
const serverConfigSchema = z.object({
  api: z.enum(["sandbox", "proxy"]),
  tokenOnServer: z.boolean(),
  fileProxy: z.boolean(),
  connectOrigins: z.nullable(z.array(z.string())),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

export const CONFIG_PATH = "/__taskdeck/config";
export const FILE_PROXY_PATH = "/__taskdeck/file";

/** null when the page is served by something else (a plain static host): nothing is assumed then. */
export async function fetchServerConfig(signal: AbortSignal): Promise<ServerConfig | null> {
  try {
    const response = await fetch(CONFIG_PATH, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return serverConfigSchema.safeParse(await response.json()).data ?? null;
  } catch {
    return null;
  }
}

/** Whether this page may call `url` under its server's Content-Security-Policy. */
export function mayConnect(url: string, server: ServerConfig | null, pageOrigin: string): boolean {
  const origin = URL.canParse(url) ? new URL(url).origin : null;
  if (origin === null || origin === pageOrigin) return true;
  return server?.connectOrigins == null || server.connectOrigins.includes(origin);
}
