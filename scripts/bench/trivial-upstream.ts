import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

// The bench's stand-in for the service: answers both task routes at once with a fixed small
// record, so what is measured is the proxy in front of it.

const record = JSON.stringify({
  code: "success",
  message: "",
  data: { request_id: "20250829155118560120000jnBOAS1q", task_id: "1", status: "QUEUED", progress: "0%", data: {} },
});
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () =>
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(record) }).end(record),
  );
});
server.listen(0, "127.0.0.1", () =>
  console.log(`trivial upstream on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
