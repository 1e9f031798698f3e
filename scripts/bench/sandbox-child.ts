import { createServer } from "node:http";
import { createSandbox } from "../../server/sandbox/handler.ts";
import { sandboxOptionsFromEnv } from "../../server/sandbox/state.ts";

// The sandbox in a process of its own, so the load generator does not share its event loop.
// Started with --expose-gc: `/__bench/memory` collects garbage first, so the figures are what
// the sandbox holds, not what it has yet to free.

const options = sandboxOptionsFromEnv();
const { handle } = createSandbox(options);

const server = createServer((req, res) => {
  if (req.url !== "/__bench/memory") {
    handle(req, res, () => res.writeHead(404).end());
    return;
  }
  gc?.();
  res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(process.memoryUsage()));
});

server.listen(options.port, "127.0.0.1", () => console.log(`bench sandbox on http://127.0.0.1:${options.port}`));
