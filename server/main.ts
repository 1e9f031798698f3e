import type { AddressInfo } from "node:net";
import path from "node:path";
import { DATABASE_FILE, WorkspaceError } from "./workspace/database.ts";
import { ConfigError, configFromEnv, type ServerConfig } from "./app/config.ts";
import { createAppServer, setupLinkOf, stopAppServer } from "./app/server.ts";
import { MissingBuildError } from "./app/static-files.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";
import { listensBeyondLoopback } from "./http/loopback.ts";

function describe(config: ServerConfig): string {
  if (!config.upstream) {
    const token = config.sandbox.token === SANDBOX_TOKEN ? SANDBOX_TOKEN : "from SANDBOX_TOKEN";
    const control = config.sandboxControl
      ? "control plane /__sandbox/ on"
      : "control plane off (SANDBOX_CONTROL=1 turns it on)";
    const delivery = config.sandbox.delivery === "zip" ? "3D results zipped" : "3D results as bare files";
    return `sandbox API (token ${token}, tasks take ${config.sandbox.taskSeconds} s, ${delivery}, ${control})`;
  }
  const token = !config.upstream.held
    ? "token from each browser"
    : config.upstream.token
      ? "token held by this server"
      : "token held by this server, as an owner sets it on /people";
  return `forwarding the API to ${config.upstream.baseUrl} (${token})`;
}

/** Where the server really listens: a named host, or every interface when HOST is unset. */
function where(config: ServerConfig, port: number): string {
  if (!config.host)
    return `http://localhost:${port} (all interfaces: reachable from other machines; HOST=127.0.0.1 keeps it local)`;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const all = config.host === "0.0.0.0" || config.host === "::" ? " (all interfaces)" : "";
  return `http://${host}:${port}${all}`;
}

/** Which Host names are answered: a deployment reached by name needs ALLOWED_HOSTS (DNS rebinding guard). */
function hosts(config: ServerConfig): string | null {
  if (config.allowedHosts.length) return `answering localhost, IP addresses and ${config.allowedHosts.join(", ")}`;
  const open = !config.host || config.host === "0.0.0.0" || config.host === "::";
  return open ? "answering only localhost and IP addresses: set ALLOWED_HOSTS to the names users reach it by" : null;
}

/** Where the workspace is kept: never the database URL itself (it may hold a password). */
function workspace(config: ServerConfig): string {
  const { databaseUrl, dataDir } = config.database;
  const following = config.follow ? `, its tasks followed here every ${config.follow.baseMs / 1000} s and up` : "";
  if (!databaseUrl) return `workspace in ${path.join(dataDir, DATABASE_FILE)}${following}`;
  const url = new URL(databaseUrl);
  return `workspace on PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}${following}`;
}

/** The first-run line: reachable from other machines with no account yet, nothing opens until the owner is made. */
function setupWords(config: ServerConfig, port: number, link: string): string {
  const base = config.publicUrl ?? `http://localhost:${port}`;
  return (
    `No account yet, and this server is reachable from other machines: it answers nothing until its owner ` +
    `is made. Open ${base}${link} to make the owner's account (the link works once, until this server stops).`
  );
}

async function main() {
  const config = configFromEnv();
  // Issue 28: the workspace's secrets (the service token an owner sets) are sealed with it, and a
  // server others can reach is one whose database others may read too.
  if (listensBeyondLoopback(config.host) && !config.access.secret)
    throw new ConfigError(
      "TASKDECK_SECRET is not set, and this server would be reachable from other machines (HOST is " +
        `${config.host ? "not a loopback address" : "unset: every interface"}). Set TASKDECK_SECRET to a random ` +
        "value of at least 32 characters (e.g. openssl rand -base64 32), or HOST=127.0.0.1 to keep it local.",
    );
  const server = await createAppServer(config);
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const parts = [where(config, port), hosts(config), describe(config), workspace(config)].filter(Boolean);
    console.log(`Taskdeck listening on ${parts.join(" · ")}`);
    void setupLinkOf(server).then((link) => {
      if (link) console.log(setupWords(config, port, link));
    });
  });
  const stop = () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    // What the server does on its own ends (a run's cells on their way are answered and its lease
    // given back) while long polls and file transfers get a moment to finish; then it goes.
    void Promise.all([closed, stopAppServer(server)]).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof MissingBuildError || error instanceof WorkspaceError;
  console.error(known ? `Taskdeck: ${error.message}` : error);
  process.exit(1);
});
