import type { AddressInfo } from "node:net";
import { ConfigError, configFromEnv, type ServerConfig } from "./app/config.ts";
import { createAppServer } from "./app/server.ts";
import { MissingBuildError } from "./app/static-files.ts";

function describe(config: ServerConfig): string {
  if (!config.upstream)
    return `sandbox API (token ${config.sandbox.token === "sandbox-token" ? "sandbox-token" : "from SANDBOX_TOKEN"}, tasks take ${config.sandbox.taskSeconds} s)`;
  const token = config.upstream.token ? "token held by this server" : "token from each browser";
  return `forwarding the API to ${config.upstream.baseUrl} (${token})`;
}

async function main() {
  const config = configFromEnv();
  const server = await createAppServer(config);
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = config.host && config.host !== "0.0.0.0" && config.host !== "::" ? config.host : "localhost";
    console.log(`Taskdeck listening on http://${host}:${port} · ${describe(config)}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Long polls and file transfers get a moment to finish, then go.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MissingBuildError;
  console.error(known ? `Taskdeck: ${error.message}` : error);
  process.exit(1);
});
