import { spawn } from "node:child_process";
import { once } from "node:events";

export type Child = {
  url: string;
  pid: number;
  alive(): boolean;
  /** The end of what it wrote to stderr: why it died, if it did. */
  stderrTail(): string;
  stop(): Promise<void>;
};

const READY_TIMEOUT_MS = 60_000;
const TAIL_CHARS = 4000;
/** What every server the bench starts prints once it listens (it listens on port 0: a free port). */
const LISTENING = /http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * Runs `script` with Node itself and tsx as a loader (so the process is the server, not a wrapper,
 * and its memory is its own) and resolves once it prints the address it listens on.
 */
export async function startChild(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  const proc = spawn(process.execPath, [...nodeArgs, "--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  proc.stderr.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-TAIL_CHARS)));
  const alive = () => proc.exitCode === null && proc.signalCode === null;
  const kill = () => {
    if (alive()) proc.kill("SIGTERM");
  };
  // However the bench ends (it always ends through process.exit), no server outlives it.
  process.once("exit", kill);
  const stop = async () => {
    if (alive()) {
      const exited = once(proc, "exit");
      kill();
      await exited;
    }
    process.off("exit", kill);
  };
  let stdout = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not listen within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    proc.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = LISTENING.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before listening: ${stderr.trim()}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, pid: proc.pid!, alive, stderrTail: () => stderr, stop };
}
