export type Connection = {
  name: string;
  /** Empty means this page's own origin, where the sandbox (or the production proxy) answers. */
  baseUrl: string;
};

export const SANDBOX_CONNECTION: Connection = { name: "Sandbox", baseUrl: "" };

export function describeBaseUrl(connection: Connection, origin: string): string {
  return connection.baseUrl || origin;
}
