import { nodeServer } from "../http/node-server.ts";
import { notFound } from "../http/answers.ts";
import { hostListSchema, withListenHost } from "../http/host-check.ts";
import { NOTHING_RUNS_POLICY, securityHeaders } from "../http/security-headers.ts";
import { fileHostBeside } from "./files-origin.ts";
import { createSandbox } from "./handler.ts";
import { sandboxOptionsFromEnv } from "./state.ts";

// `npm run sandbox`: the sandbox alone, control plane included, for an app on another origin.
// On loopback unless HOST says otherwise; its control plane, which asks for no token, answers
// loopback peers alone in any case (unless SANDBOX_CONTROL_REMOTE=1). It serves no page.
const options = sandboxOptionsFromEnv();
const { app, state } = createSandbox(options, { control: true });
app.notFound(() => notFound("No such endpoint."));
const host = process.env.HOST || "127.0.0.1";

const hosts = hostListSchema.safeParse(process.env.ALLOWED_HOSTS);
if (!hosts.success) throw new Error("ALLOWED_HOSTS must list host names, without port or scheme.");
const allowedHosts = withListenHost(hosts.data, host);

const server = nodeServer(app, { allowedHosts, headers: securityHeaders(NOTHING_RUNS_POLICY) });
fileHostBeside(server, state, options.filesPort);
server.listen(options.port, host, function (this: import("node:net").Server) {
  const address = this.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // The token is the sandbox's public default unless SANDBOX_TOKEN is set; never print a real one.
  const token = process.env.SANDBOX_TOKEN ? "(from SANDBOX_TOKEN)" : options.token;
  console.log(`Taskdeck sandbox on http://${host}:${port} · token ${token} · tasks take ${options.taskSeconds}s`);
});
