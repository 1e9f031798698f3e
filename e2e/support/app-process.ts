import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A production server of a test's own (`npm start`'s entry, on the dist/ the suite's web server
// has just built), for journeys that need another configuration: a proxy to a scripted
// upstream, or a server that is stopped and started again.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export type AppProcess = {
  url: string;
  /** Everything the server printed, to check that no secret was. */
  output(): string;
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same settings. */
  start(): Promise<void>;
};

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  let output = "";
  let child: ChildProcess | null = null;
  let port = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      // Node itself, with tsx as a loader: the process killed is the server, not a wrapper
      // whose child would live on holding the port.
      const proc = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "main.ts")], {
        cwd: ROOT,
        // The tests read the sandbox's request log: `npm start` serves /__sandbox/* only with SANDBOX_CONTROL.
        env: { ...process.env, SANDBOX_CONTROL: "1", ...env, PORT: String(port), HOST: "127.0.0.1" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      let started = false;
      const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
      proc.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /listening on http:\/\/[^:]+:(\d+)/.exec(output.split("\n").findLast(Boolean) ?? "");
        if (listening && !started) {
          started = true;
          port = Number(listening[1]);
          clearTimeout(timer);
          resolve();
        }
      });
      proc.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
      proc.on("exit", (code) => {
        clearTimeout(timer);
        if (child === proc) child = null;
        if (!started) reject(new Error(`The server exited (${code}):\n${output}`));
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const proc = child;
      if (!proc) return resolve();
      proc.once("exit", () => resolve());
      // As a crash or a redeploy would: no chance to finish what is under way.
      proc.kill("SIGKILL");
    });

  await start();
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    output: () => output,
    stop,
    start,
  };
}
