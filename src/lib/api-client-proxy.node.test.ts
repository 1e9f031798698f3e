import { describe, expect, it } from "vitest";
import { startApp } from "../../server/test/app-server.ts";
import { TOKEN, post, startSandbox } from "../../server/test/sandbox-server.ts";
import { describeSubmitError } from "./failure/describe-error.ts";
import { submitGeneration } from "./api-client.ts";
import { recordingUpstream } from "../../server/test/recording-upstream.ts";

// The production proxy sends a gateway's HTML error page back as a download (never text/html on
// the app's origin); the page still tells it from JSON, by its text.
describe("a gateway's HTML error page through the production proxy", () => {
  it("is still told from JSON: the submission says a gateway failed and offers to try again", async () => {
    const sandbox = await startSandbox();
    const app = await startApp({ UPSTREAM_BASE_URL: sandbox.url });
    try {
      await post(`${sandbox.url}/__sandbox/faults`, { kind: "html502", on: "submit" }, {});
      const body = { model: "minimax/t2v-01-director", prompt: "x" };
      const failure = await submitGeneration({ baseUrl: app.url, token: TOKEN }, body).catch((error: unknown) => error);
      const report = describeSubmitError(failure, TOKEN);
      expect(report.message).toMatch(/HTTP 502 with an error page instead of JSON/);
      expect(report).toMatchObject({ retryable: true, serverFailed: true });
    } finally {
      await app.close();
      await sandbox.close();
    }
  });
});

// A time-out or a lost connection between this server and the service may have left a task
// behind (the same code answers a key whose first attempt got no answer: server/app/journaled-submit.ts).
describe("a submission whose answer this server did not get", () => {
  it("is told as an outcome unknown, to be checked before sending again", async () => {
    const upstream = await recordingUpstream();
    upstream.reply = () => undefined; // takes the POST, never answers
    const app = await startApp({ UPSTREAM_BASE_URL: upstream.url, UPSTREAM_TIMEOUT_SECONDS: "1" });
    try {
      const body = { model: "minimax/t2v-01-director", prompt: "x" };
      const failure = await submitGeneration({ baseUrl: app.url, token: TOKEN }, body).catch((error: unknown) => error);
      const report = describeSubmitError(failure, TOKEN);
      expect(report).toMatchObject({ outcomeUnknown: true, retryable: true, serverFailed: false });
      expect(report.message).toMatch(/did not answer this server in time\. The service may have received the request/);
    } finally {
      await app.close();
      await upstream.close();
    }
  });
});
