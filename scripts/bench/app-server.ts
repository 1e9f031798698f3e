import { spawn } from "node:child_process";

export type AppServer = { url: string; stop: () => Promise<void> };

export type AppOptions = { port: number; distDir: string; env?: Record<string, string> };

const READY_TIMEOUT_MS = 60_000;

/**
 * Serves the built app in `distDir` on 127.0.0.1:`port` the way users get it: the production
 * server (`npm start`), with its security headers, answering the API with the sandbox.
 */
export async function startApp({ port, distDir, env = {} }: AppOptions): Promise<AppServer> {
  const args = ["tsx", "server/main.ts"];
  const child = spawn("npx", args, {
    // Its own process group, so stopping it also stops what npx started.
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DIST_DIR: distDir },
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
  };
  // A detached group outlives the bench unless told: also on a crash or Ctrl+C (see main.ts).
  process.once("exit", kill);
  const stop = async () => {
    kill();
    await exited;
    process.off("exit", kill);
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited (${child.exitCode}): ${stderr.trim()}`);
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the app server did not answer on ${url} within ${READY_TIMEOUT_MS / 1000} s: ${stderr.trim()}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
