import autocannon from "autocannon";
import { SUBMIT_PATH, taskPath } from "../../src/contract/server-paths.ts";
import { startApp } from "./app-server.ts";
import { startChild } from "./child.ts";
import { pick } from "./mode.ts";
import { count, ms, type Section } from "./table.ts";

// Submit and query, straight to a trivial upstream, through a bare Node proxy, and through
// Taskdeck's proxy in both token modes: each server in a process of its own.

const SECONDS = pick(5, 1);
const CONNECTIONS = 10;
const ROUTES = { submit: ["POST", SUBMIT_PATH], query: ["GET", taskPath("20250829155118560120000jnBOAS1q")] } as const;
type Route = keyof typeof ROUTES;
export type ProxyLoad = { target: string; route: Route; rps: number; p99: number; non2xx: number; errors: number };
export type ProxyResult = { loads: ProxyLoad[] };

export async function measureProxy(distDir: string): Promise<ProxyResult> {
  const trivial = await startChild("scripts/bench/trivial-upstream.ts", {});
  const upstream = trivial.url;
  const stops = [trivial.stop];
  try {
    const bare = await startChild("scripts/bench/bare-proxy.ts", { UPSTREAM: upstream });
    stops.push(bare.stop);
    const urls: string[] = [];
    for (const env of [{ UPSTREAM_TOKEN: "bench-secret-token" }, {}] as Record<string, string>[]) {
      const app = await startApp({ distDir, env: { UPSTREAM_BASE_URL: upstream, ...env } });
      stops.push(app.stop);
      urls.push(app.url);
    }
    const [held, passed] = urls as [string, string];
    const auth = { Authorization: "Bearer bench-user-token" };
    const targets = [
      { name: "straight to the upstream", url: upstream, headers: auth },
      { name: "bare Node proxy (reference)", url: bare.url, headers: auth },
      { name: "Taskdeck, token held", url: held, headers: { Origin: held } },
      { name: "Taskdeck, token passed", url: passed, headers: auth },
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
