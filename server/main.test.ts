import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "./test/temp-data-dir.ts";
import { DATABASE_FILE } from "./workspace/database.ts";
import { fakeDist } from "./test/app-server.ts";
import { startAppProcess } from "./test/app-process.ts";

const SECRET = "a-test-secret-of-at-least-32-characters";

// The start-up banner says truthfully where the server listens and what it serves.
describe("npm start's banner", () => {
  it("says all interfaces when HOST is unset, the address when it is set, and whether the control plane is on", async () => {
    const dist = fakeDist();
    const [open, local] = await Promise.all([
      startAppProcess({ DIST_DIR: dist, HOST: "", SANDBOX_CONTROL: "0", TASKDECK_SECRET: SECRET }),
      startAppProcess({ DIST_DIR: dist, HOST: "127.0.0.1" }),
    ]);
    try {
      expect(open.output()).toMatch(
        /listening on http:\/\/localhost:\d+ \(all interfaces: reachable from other machines/,
      );
      expect(open.output()).toMatch(/answering only localhost and IP addresses: set ALLOWED_HOSTS/);
      expect(open.output()).toMatch(/control plane off \(SANDBOX_CONTROL=1 turns it on\)/);
      expect(local.output()).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+ · sandbox API/);
      expect(local.output()).not.toMatch(/all interfaces|ALLOWED_HOSTS/);
      expect(local.output()).toMatch(/control plane \/__sandbox\/ on/);
    } finally {
      await Promise.all([open.stop(), local.stop()]);
    }
  }, 60_000);

  it("refuses to start reachable from other machines without TASKDECK_SECRET, in one line", async () => {
    for (const HOST of ["", "0.0.0.0", "::", "192.0.2.1"]) {
      const failed = await startAppProcess({ DIST_DIR: fakeDist(), HOST }).catch((error: Error) => error.message);
      expect(failed).toMatch(/The server exited \(1\)/);
      expect(failed).toMatch(/Taskdeck: TASKDECK_SECRET is not set, and this server would be reachable/);
      expect(failed).not.toMatch(/^\s+at /m);
    }
  }, 60_000);

  it("stops in one line, with no stack, when the workspace's database cannot be opened", async () => {
    const notADatabase = tempDataDir();
    writeFileSync(path.join(notADatabase, DATABASE_FILE), "these are notes, not a database");
    for (const [env, said] of [
      [
        { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" },
        /PostgreSQL at 127\.0\.0\.1:1\/none\) could not be opened/,
      ],
      [{ DATA_DIR: notADatabase }, /in \S+taskdeck-data-\S+ could not be opened: file is not a database/],
    ] as const) {
      const failed = await startAppProcess({ DIST_DIR: fakeDist(), ...env }).catch((error: Error) => error.message);
      expect(failed).toMatch(/The server exited \(1\)/);
      expect(failed).toMatch(new RegExp(`Taskdeck: the workspace's database .*${said.source}`));
      expect(failed).not.toMatch(/^\s+at /m);
    }
  }, 60_000);
});
