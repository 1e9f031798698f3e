import autocannon from "autocannon";
import { SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { startChild } from "./child.ts";
import { pick } from "./mode.ts";
import { AUTH_HEADERS, submitVideo, videoBody } from "./sandbox-api.ts";
import { bytes, count, ms, type Section } from "./table.ts";

type Load = { rps: number; p99: number; total: number; ok: number; non2xx: number; errors: number };
type Memory = { heapUsed: number; rss: number };

export type ServerResult = {
  submit: Load;
  query: Load;
  memory: { tasks: number; before: Memory; after: Memory };
};

const SECONDS = pick(10, 1);
const CONNECTIONS = 10;
const TASKS_FOR_MEMORY = pick(10_000, 200);
const PROMPT = "A lighthouse at night [Push in,Pan left], waves below";
const body = JSON.stringify(videoBody(PROMPT));

/** scripts/bench/sandbox-child.ts in a process of its own (`nodeArgs`: e.g. a heap limit); resolves once it listens. */
export const startSandbox = (nodeArgs: string[] = []) =>
  startChild("scripts/bench/sandbox-child.ts", { SANDBOX_TOKEN }, ["--expose-gc", ...nodeArgs]);

async function memory(url: string): Promise<Memory> {
  const { heapUsed, rss } = (await (await fetch(`${url}/__bench/memory`)).json()) as Memory;
  return { heapUsed, rss };
}

function load(result: autocannon.Result): Load {
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    ok: result["2xx"],
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureServer(): Promise<ServerResult> {
  const sandbox = await startSandbox();
  try {
    const submitUrl = `${sandbox.url}${SUBMIT_PATH}`;
    // The same submission over and over: so many in all, or for SECONDS.
    const submitting = (until: { amount: number } | { duration: number }) =>
      autocannon({ url: submitUrl, method: "POST", headers: AUTH_HEADERS, body, connections: CONNECTIONS, ...until });
    const before = await memory(sandbox.url);
    const filled = await submitting({ amount: TASKS_FOR_MEMORY });
    const after = await memory(sandbox.url);
    const submit = await submitting({ duration: SECONDS });
    const created = await submitVideo(sandbox.url, PROMPT);
    const query = await autocannon({
      url: `${sandbox.url}${taskPath(created.request_id)}`,
      headers: AUTH_HEADERS,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    return { submit: load(submit), query: load(query), memory: { tasks: filled["2xx"], before, after } };
  } finally {
    await sandbox.stop();
  }
}

export function serverSections(result: ServerResult): Section[] {
  const row = (name: string, l: Load) => [
    name,
    count(l.rps),
    ms(l.p99, 0),
    count(l.total),
    count(l.non2xx),
    count(l.errors),
  ];
  const { tasks, before, after } = result.memory;
  return [
    {
      title: `Sandbox server under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each)`,
      headers: ["request", "req/s", "p99", "requests", "non-2xx", "errors"],
      rows: [row("submit (POST, video body)", result.submit), row("query (GET one request_id)", result.query)],
      notes: ["the sandbox runs in a child process (scripts/bench/sandbox-child.ts), not beside the load generator."],
    },
    {
      title: "Sandbox server memory (after a forced GC)",
      headers: ["moment", "heapUsed", "rss"],
      rows: [
        ["at start", bytes(before.heapUsed), bytes(before.rss)],
        [`after ${count(tasks)} tasks submitted`, bytes(after.heapUsed), bytes(after.rss)],
      ],
      notes: [`about ${count((after.heapUsed - before.heapUsed) / Math.max(tasks, 1))} bytes of heap per task held.`],
    },
  ];
}
