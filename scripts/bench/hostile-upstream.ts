import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { taskPath } from "../../src/contract/server-paths.ts";

// The bench's hostile service: its answer to one query (HOSTILE_ID) is HOSTILE_BYTES of JSON
// made of escapes and near-misses of the token the proxy holds (HELD_TOKEN), which a redactor
// must look at closely and never find; every other request gets a small record at once.

const token = process.env.HELD_TOKEN ?? "";
const hostilePath = taskPath(process.env.HOSTILE_ID ?? "");
const size = Number(process.env.HOSTILE_BYTES);

const hex = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`;
const off = String.fromCharCode(token.charCodeAt(token.length - 1) + 1);
const nearMisses = [token.slice(0, -1), token.slice(0, -1) + off, token[0]!.toUpperCase() + token.slice(1)];
/**
 * One run of notes, as JSON text: many short strings (each one the redactor decodes and checks
 * on its own), the near-misses of the token plain and written with \u escapes by hand
 * (JSON.stringify escapes no letter), among other escapes.
 */
const notes = [
  ...nearMisses.map((text) => JSON.stringify(text)),
  `"${token.slice(0, -1)}${hex(off)}"`,
  `"${hex(token[0]!)}${token.slice(1, -1)}"`,
  ...['"quoted"', "back\\slash", "new\nline\ttab", "😀"].map((text) => JSON.stringify(text)),
  `"${hex("é")}"`,
  `"${"😀".split("").map(hex).join("")}"`,
  // Tiny strings, the most strings per byte: the token's first letter escaped, an escaped quote.
  ...Array<string>(10).fill(`"${hex(token[0]!)}","\\""`),
].join(",");
const head = '{"code":"success","message":"","data":{"request_id":"hostile","task_id":"1","status":"COMPLETED",';
const hostile = Buffer.from(
  `${head}"progress":"100%","data":{"notes":[${Array(Math.ceil(size / (notes.length + 1)))
    .fill(notes)
    .join(",")}]}}}`,
);
const small = JSON.stringify({
  code: "success",
  message: "",
  data: { request_id: "small", task_id: "2", status: "QUEUED", progress: "0%", data: {} },
});

const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const body = req.url === hostilePath ? hostile : Buffer.from(small);
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length }).end(body);
  });
});
server.listen(0, "127.0.0.1", () =>
  console.log(`hostile upstream on http://127.0.0.1:${(server.address() as AddressInfo).port}`),
);
