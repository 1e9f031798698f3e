import { clientConfigSchema, type ClientConfig } from "../contract/client-config.ts";
import { CLIENT_CONFIG_PATH } from "../contract/server-paths.ts";
import { LOCAL_PERSON } from "../contract/review.ts";

/** What this page's own server says about itself. */
export type ServerConfig = ClientConfig;

/** null when the page is served by something else (a plain static host): nothing is assumed then. */
export async function fetchServerConfig(signal: AbortSignal): Promise<ServerConfig | null> {
  try {
    const response = await fetch(CLIENT_CONFIG_PATH, { signal, headers: { Accept: "application/json" } });
    if (!response.ok) return null;
    return clientConfigSchema.safeParse(await response.json()).data ?? null;
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

/**
 * Whether this page works in its server's shared workspace (issue 27): the server shares one,
 * and the page talks to the service through it (not to a custom service of its own).
 */
export const inWorkspace = (server: ServerConfig | null, connection: { baseUrl: string }): boolean =>
  server?.shared === true && connection.baseUrl === "";

/** Who this page's person is to the workspace: their account's email when signed in, else the local owner. */
export const personOf = (server: ServerConfig | null): string =>
  typeof server?.account === "string" && server.account ? server.account : LOCAL_PERSON;
