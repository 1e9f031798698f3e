import type { ClientConfig } from "../../src/contract/client-config.ts";
import type { ServerConfig } from "./config.ts";
import { connectOrigins } from "./security-headers.ts";

/** The workspace is shared by this server's pages: on the sandbox, or with the token held here. */
export const sharesWorkspace = (config: ServerConfig) => !config.upstream || config.upstream.held;

/** This server copies completed tasks' result files into its archive: asked to, and following tasks (what it archives is what it saw complete). */
export const archivesResults = (config: ServerConfig) => config.archive.enabled && config.follow !== null;

/** What the page needs to know about this server (src/contract/client-config.ts). */
export function clientConfig(config: ServerConfig, withPolicy: boolean): ClientConfig {
  return {
    api: config.upstream ? "proxy" : "sandbox",
    tokenOnServer: Boolean(config.upstream?.held),
    // In both modes: the sandbox answers it from its own memory, the proxy by asking the service.
    fileProxy: true,
    shared: sharesWorkspace(config),
    archive: sharesWorkspace(config) && archivesResults(config),
    connectOrigins: withPolicy ? connectOrigins(config) : null,
  };
}
