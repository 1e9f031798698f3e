/**
 * The embedded sandbox's default token (the server's SANDBOX_TOKEN replaces it). It is public:
 * the page sends it to its own server until told otherwise, and the tests and the bench use it.
 */
export const SANDBOX_TOKEN = "sandbox-token";
