import { connect, type Socket } from "node:net";
import type { StreamEvent } from "./event-stream.ts";

// A Server-Sent Events client on a bare socket, for tests of what a server does when its
// reader stops: `pause` stops reading from the socket (nothing buffers on this side past what
// the kernel holds), `resume` reads on. The HTTP/1.1 chunked framing is undone here by hand.

export type RawEvents = {
  /** Resolves with the first event `done` takes (events before it are kept in `heard`), or fails after `ms`. */
  until(done: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  heard: StreamEvent[];
  pause(): void;
  resume(): void;
  close(): void;
};

export function rawEvents(url: string, path: string, headers: Record<string, string>): RawEvents {
  const { hostname, port, host } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  const head = Object.entries({ Host: host, Accept: "text/event-stream", ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join("");
  socket.write(`GET ${path} HTTP/1.1\r\n${head}\r\n`);

  const heard: StreamEvent[] = [];
  let waiting = () => {};
  let bytes: Buffer = Buffer.alloc(0);
  let inHead = true;
  let text = "";
  const decoder = new TextDecoder();

  const events = () => {
    for (let end = text.indexOf("\n\n"); end >= 0; end = text.indexOf("\n\n")) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const event: StreamEvent = { event: "message", id: null, data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        const colon = line.indexOf(":");
        if (colon <= 0) continue;
        const [field, value] = [line.slice(0, colon), line.slice(colon + 1).replace(/^ /, "")];
        if (field === "event") event.event = value;
        else if (field === "id") event.id = value;
        else if (field === "data") data.push(value);
      }
      event.data = data.join("\n");
      if (data.length || event.event !== "message") heard.push(event);
    }
  };

  // Chunked framing: a size line in hex, that many bytes, CRLF; size 0 ends it.
  const frames = () => {
    for (;;) {
      if (inHead) {
        const end = bytes.indexOf("\r\n\r\n");
        if (end < 0) return;
        bytes = bytes.subarray(end + 4);
        inHead = false;
      }
      const line = bytes.indexOf("\r\n");
      if (line < 0) return;
      const size = parseInt(bytes.subarray(0, line).toString("latin1"), 16);
      if (bytes.length < line + 2 + size + 2) return;
      text += decoder.decode(bytes.subarray(line + 2, line + 2 + size), { stream: true });
      bytes = bytes.subarray(line + 2 + size + 2);
      events();
    }
  };

  socket.on("data", (chunk: Buffer) => {
    bytes = bytes.length ? Buffer.concat([bytes, chunk]) : chunk;
    frames();
    waiting();
  });
  socket.on("error", () => waiting());

  return {
    heard,
    async until(done, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (let seen = 0; ;) {
        for (; seen < heard.length; seen++) if (done(heard[seen]!)) return heard[seen]!;
        if (Date.now() > deadline || socket.destroyed) throw new Error(`no such event within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 200);
          waiting = () => (clearTimeout(timer), resolve());
        });
      }
    },
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    close: () => socket.destroy(),
  };
}
