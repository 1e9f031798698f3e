import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { startApp } from "./app-server.ts";
import { count, ms, type Section } from "./table.ts";

// Submit and query, straight to a trivial upstream, through a bare Node proxy, and through
// Taskdeck's proxy in both token modes: each server in a process of its own.

const SECONDS = 5;
const CONNECTIONS = 10;
const ROUTES = { submit: ["POST", SUBMIT_PATH], query: ["GET", taskPath("20250829155118560120000jnBOAS1q")] } as const;
type Route = keyof typeof ROUTES;
export type ProxyLoad = { target: string; route: Route; rps: number; p99: number; non2xx: number; errors: number };
export type ProxyResult = { loads: ProxyLoad[] };

async function child(script: string, env: Record<string, string>) {
  const proc = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await Promise.race([
    once(proc.stdout, "data"),
    once(proc, "exit").then(() => Promise.reject(new Error(`${script} exited`))),
  ]);
  return async () => {
    if (proc.exitCode !== null) return;
    const exited = once(proc, "exit");
    proc.kill("SIGTERM");
    await exited;
  };
}

export async function measureProxy(ports: number[], distDir: string): Promise<ProxyResult> {
  const [upstreamPort, barePort, heldPort, passedPort] = ports as [number, number, number, number];
  const upstream = `http://127.0.0.1:${upstreamPort}`;
  const stops = [await child("scripts/bench/trivial-upstream.ts", { PORT: String(upstreamPort) })];
  try {
    stops.push(await child("scripts/bench/bare-proxy.ts", { PORT: String(barePort), UPSTREAM: upstream }));
    for (const [port, env] of [
      [heldPort, { UPSTREAM_TOKEN: "bench-secret-token" }],
      [passedPort, {}],
    ] as const)
      stops.push((await startApp({ port, distDir, env: { UPSTREAM_BASE_URL: upstream, ...env } })).stop);
    const auth = { Authorization: "Bearer bench-user-token" };
    const targets = [
      { name: "straight to the upstream", url: upstream, headers: auth },
      { name: "bare Node proxy (reference)", url: `http://127.0.0.1:${barePort}`, headers: auth },
      {
        name: "Taskdeck, token held",
        url: `http://127.0.0.1:${heldPort}`,
        headers: { Origin: `http://127.0.0.1:${heldPort}` },
      },
      { name: "Taskdeck, token passed", url: `http://127.0.0.1:${passedPort}`, headers: auth },
    ];
    const loads: ProxyLoad[] = [];
    for (const route of Object.keys(ROUTES) as Route[]) {
      const [method, path] = ROUTES[route];
      for (const target of targets) {
        const result = await autocannon({
          url: `${target.url}${path}`,
          method,
          headers: { ...target.headers, "Content-Type": "application/json" },
          body: method === "POST" ? JSON.stringify({ model: "minimax/t2v-01-director", prompt: "A fox" }) : undefined,
          connections: CONNECTIONS,
          duration: SECONDS,
        });
        const { average: rps } = result.requests;
        loads.push({
          target: target.name,
          route,
          rps,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
      }
    }
    return { loads };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

export function proxySection(result: ProxyResult): Section {
  const bare = (route: Route) => result.loads.find((load) => load.route === route && load.target.startsWith("bare"))!;
  return {
    title: `Proxy throughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each)`,
    headers: ["route", "path", "req/s", "of bare", "p99", "non-2xx", "errors"],
    rows: result.loads.map((load) => [
      load.route,
      load.target,
      count(load.rps),
      `${(load.rps / bare(load.route).rps).toFixed(2)}×`,
      ms(load.p99, 0),
      count(load.non2xx),
      count(load.errors),
    ]),
    notes: [
      "aim: Taskdeck at least 0.67× the bare proxy, p99 under 5 ms (reported, not asserted).",
      "every server, the upstream and the bare proxy run in processes of their own, beside the load generator.",
    ],
  };
}
