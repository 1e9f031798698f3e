import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tempDataDir } from "./temp-data-dir.ts";

// A production server of a test's own in a process of its own (`npm start`'s entry), for tests
// that need another configuration, a server that is killed and started again, or proof that a
// request did not take the process down. By default on the dist/ the browser suite has built.
// Its file proxy may reach this machine and its sandbox control plane is on, as tests need.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

export type AppProcess = {
  url: string;
  /** Everything the server printed, to check that no secret was. */
  output(): string;
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same settings. */
  start(): Promise<void>;
  /** Whether the process is still running (it has not crashed). */
  alive(): boolean;
  /** Its process id (a launcher's that became Node by exec). */
  pid(): number | null;
};

/**
 * `nodeArgs` go to Node itself, e.g. a small heap to prove a request cannot exhaust it;
 * `launcher` runs Node, as a command and its first words (a disk of its own: full-disk.ts).
 */
export async function startAppProcess(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  launcher: string[] = [],
): Promise<AppProcess> {
  let output = "";
  let child: ChildProcess | null = null;
  let port = 0;
  // Its own data folder, kept across a restart: the workspace outlives the process.
  const dataDir = env.DATA_DIR ?? tempDataDir();

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const from = output.length;
      // Node itself, with tsx as a loader: the process killed is the server, not a wrapper
      // whose child would live on holding the port.
      const [command, ...args] = [
        ...launcher,
        process.execPath,
        ...nodeArgs,
        "--import",
        "tsx",
        path.join(ROOT, "server", "main.ts"),
      ];
      const proc = spawn(command!, args, {
        cwd: ROOT,
        env: {
          ...process.env,
          FILE_PROXY_ALLOW_PRIVATE: "1",
          SANDBOX_CONTROL: "1",
          ...env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: env.HOST ?? "127.0.0.1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = proc;
      let started = false;
      const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 30_000);
      proc.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        // This start's banner (not an earlier one's), which more may follow in the same chunk (the first-run setup line).
        const listening = [...output.slice(from).matchAll(/listening on http:\/\/[^:]+:(\d+)/g)].at(-1);
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
    alive: () => child !== null,
    pid: () => (child as ChildProcess | null)?.pid ?? null,
  };
}
