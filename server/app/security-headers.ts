import { securityHeaders } from "../http/security-headers.ts";
import type { ServerConfig } from "./config.ts";
import { THEME_SCRIPT_SOURCE } from "./theme-script.ts";

/** The origins the page may call: its own, the configured service (if the browser may reach it), any extra. */
export function connectOrigins(config: Pick<ServerConfig, "upstream" | "connectSrc">): string[] {
  const origins = new Set(config.connectSrc);
  if (config.upstream) origins.add(new URL(config.upstream.baseUrl).origin);
  return [...origins];
}

/**
 * No inline script but the theme's, allowed by its hash (theme-script.ts); results may be shown from any http(s) host or
 * from blob:/data: URLs, but the page can only talk to the origins it is configured for.
 * The 3D viewer's decoders (Draco, meshopt, Basis/KTX2) compile WebAssembly ('wasm-unsafe-eval'
 * allows that and no JavaScript eval). Draco runs in workers that three.js starts from blob: URLs
 * of this origin's decoder scripts; Basis in a worker script of this origin (BASIS_WORKER_PATH).
 */
export function contentSecurityPolicy(origins: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${THEME_SCRIPT_SOURCE}`,
    "worker-src 'self' blob:",
    "style-src 'self'",
    "img-src 'self' data: blob: http: https:",
    "media-src 'self' data: blob: http: https:",
    `connect-src ${["'self'", "data:", "blob:", ...origins].join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The Basis worker's own policy (a worker follows the CSP of its script's response, not the
 * page's): it compiles the transcoder's wasm, which it is handed, and may load or reach nothing.
 */
export const DECODER_WORKER_POLICY = "default-src 'none'; script-src 'wasm-unsafe-eval'";

/** Every answer of `npm start`: the page's policy, and the headers every server here sends. */
export function pageHeaders(origins: string[]): Record<string, string> {
  return securityHeaders(contentSecurityPolicy(origins));
}
