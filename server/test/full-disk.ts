import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAppProcess, type AppProcess } from "./app-process.ts";

// A production server whose data folder is a small disk of its own, to fill and free: a tmpfs
// mounted in a mount namespace of the server's own (unshare, as root in a user namespace of its
// own, so no privilege is needed where user namespaces are allowed). The test reaches that disk
// through /proc/<pid>/root, which shows the server's mounts.

export type SmallDiskApp = AppProcess & {
  /** Writes a file on the server's disk until it is full (ENOSPC). */
  fill(): void;
  /** Removes that file: the disk has room again. */
  free(): void;
};

export async function startOnSmallDisk(env: Record<string, string>, bytes: number): Promise<SmallDiskApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "taskdeck-small-disk-"));
  const mount = `mount -t tmpfs -o size=${bytes} tmpfs "$DATA_DIR" && exec "$@"`;
  const launcher = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", mount, "sh"];
  const app = await startAppProcess({ ...env, DATA_DIR: dataDir }, [], launcher);
  const filler = () => path.join(`/proc/${app.pid()}/root`, dataDir, "filler");
  return Object.assign(app, {
    fill() {
      const file = openSync(filler(), "w");
      const block = Buffer.alloc(64 * 1024, 1);
      try {
        for (;;) writeSync(file, block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
      } finally {
        closeSync(file);
      }
    },
    free: () => rmSync(filler()),
  });
}
