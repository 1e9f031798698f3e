import { createSandbox } from "../../server/sandbox/handler.ts";
import { nodeServer } from "../../server/http/node-server.ts";
import { sandboxOptionsFromEnv } from "../../server/sandbox/state.ts";

// The sandbox in a process of its own, so the load generator does not share its event loop.
// Started with --expose-gc: `/__bench/memory` collects garbage first, so the figures are what
// the sandbox holds, not what it has yet to free.

const options = sandboxOptionsFromEnv();
const { app } = createSandbox(options, { control: false });
app.get("/__bench/memory", (c) => {
  gc?.();
  return c.json(process.memoryUsage());
});

nodeServer(app).listen(options.port, "127.0.0.1", () =>
  console.log(`bench sandbox on http://127.0.0.1:${options.port}`),
);
