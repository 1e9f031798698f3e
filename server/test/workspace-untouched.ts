import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The tests keep off the developer's own workspace (the project's data/ folder, where `npm run
// dev` and `npm start` keep the team's tasks): each test's workspace has a folder of its own
// (server/test/temp-data-dir.ts). A test that forgets, on SQLite or on PostgreSQL (where the
// archive's folder would still default to data/archive), fails the run here, naming what it made.
// Only where data/ was not there before the run (a clean clone, CI): where it was, a dev server
// left running may be writing into it meanwhile, and its files are not the tests'.

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "data");

const listed = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return [path.relative(DATA, full), ...(entry.isDirectory() ? listed(full) : [])];
  });

export default function workspaceUntouched(): (() => void) | undefined {
  if (existsSync(DATA)) return undefined;
  return () => {
    if (!existsSync(DATA)) return;
    // Vitest reports an error thrown by a global teardown but still exits 0: the code says it.
    process.exitCode = 1;
    throw new Error(
      `A test made the project's own workspace folder (data/: ${listed(DATA).join(", ") || "empty"}). ` +
        "Give its server a data folder of its own (server/test/temp-data-dir.ts).",
    );
  };
}
