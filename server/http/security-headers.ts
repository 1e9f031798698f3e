/**
 * The policy of every answer that is not the page (result files, the file host's answers, the
 * sandbox's own server): if a browser opens one as a document, it gets an opaque origin
 * (sandbox), runs no script and loads nothing.
 */
export const NOTHING_RUNS_POLICY = "default-src 'none'; sandbox";

/** Sent on every answer of every server here, beside the Content-Security-Policy it is given. */
const ALWAYS = {
  "X-Content-Type-Options": "nosniff",
  // Result URLs are often signed: never hand the page's address (or theirs) to another host.
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** The security headers of a server whose answers follow `policy` (the page's, or NOTHING_RUNS_POLICY). */
export function securityHeaders(policy: string): Record<string, string> {
  return { "Content-Security-Policy": policy, ...ALWAYS };
}
