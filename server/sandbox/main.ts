import { createServer } from "node:http";
import { createSandbox } from "./handler.ts";
import { sandboxOptionsFromEnv } from "./state.ts";
import { sendError } from "./http.ts";

const options = sandboxOptionsFromEnv();
const { handle } = createSandbox(options);

const server = createServer((req, res) =>
  handle(req, res, () =>
    sendError(res, 404, { type: "not_found_error", code: "not_found", message: "No such endpoint." }),
  ),
);

server.listen(options.port, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // The token is the sandbox's public default unless SANDBOX_TOKEN is set; never print a real one.
  const token = process.env.SANDBOX_TOKEN ? "(from SANDBOX_TOKEN)" : options.token;
  console.log(`Taskdeck sandbox on http://localhost:${port} · token ${token} · tasks take ${options.taskSeconds}s`);
});
