import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../../src/contract/error-body.ts";
import { SANDBOX_EXPIRE_PATH, SANDBOX_FAULTS_PATH, SANDBOX_RESET_PATH } from "../../src/contract/server-paths.ts";
import { startSandbox, type TestSandbox } from "../test/sandbox-server.ts";

// The control plane's routes are one table (handler.ts): a method a path does not take is
// named as such, with the ones it does take, rather than answered as a missing path.

let sandbox: TestSandbox;
beforeAll(async () => (sandbox = await startSandbox()));
afterAll(() => sandbox.close());

describe("the control plane's methods", () => {
  it("answers 405, naming the methods a path takes, to any other", async () => {
    for (const [method, path, allow] of [
      ["DELETE", SANDBOX_FAULTS_PATH, "GET, POST"],
      ["GET", SANDBOX_RESET_PATH, "POST"],
      ["PUT", SANDBOX_EXPIRE_PATH, "POST"],
    ] as const) {
      const response = await fetch(`${sandbox.url}${path}`, { method });
      expect([response.status, response.headers.get("allow")], `${method} ${path}`).toEqual([405, allow]);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe("method_not_allowed");
    }
  });
});
