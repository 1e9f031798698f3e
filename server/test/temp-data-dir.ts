import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A data folder of a test's own: its workspace's SQLite file starts empty. */
export const tempDataDir = () => mkdtempSync(path.join(tmpdir(), "taskdeck-data-"));
