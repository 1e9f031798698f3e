import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";

// The reference: about the least a Node proxy can do (keep-alive, both directions piped, no
// checks at all). Taskdeck's proxy is measured against it.

const target = new URL(process.env.UPSTREAM ?? "");
const agent = new Agent({ keepAlive: true });
const server = createServer((req, res) => {
  const up = request(
    { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  up.on("error", () => res.writeHead(502).end());
  req.pipe(up);
});
server.listen(0, "127.0.0.1", () =>
  console.log(`bare proxy on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
