import type { AddressInfo } from "node:net";
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

// Port 0: a free one, printed for the bench to read (child.ts).
const server = nodeServer(app).listen(0, "127.0.0.1", () =>
  console.log(`bench sandbox on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
