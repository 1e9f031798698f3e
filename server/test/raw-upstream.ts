import { createServer, type AddressInfo, type Socket } from "node:net";

/** What the raw upstream does once a request's head has arrived: write bytes, or anything else to the socket. */
export type RawScript = (socket: Socket) => void;

export type RawUpstream = { url: string; script: RawScript; requests: number; close(): Promise<void> };

/** A "service" that speaks whatever bytes a test scripts, HTTP or not. */
export async function rawUpstream(): Promise<RawUpstream> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let head = "";
    socket.on("data", (chunk) => {
      if (head.includes("\r\n\r\n")) return;
      head += chunk.toString("latin1");
      if (!head.includes("\r\n\r\n")) return;
      upstream.requests += 1;
      upstream.script(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const upstream: RawUpstream = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    script: (socket) => socket.end(),
    requests: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return upstream;
}
