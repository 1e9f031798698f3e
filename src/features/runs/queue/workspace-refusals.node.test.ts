import { afterEach, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../../../../server/test/app-server.ts";
import { databaseEnv, freshPostgres } from "../../../../server/test/databases.ts";
import { submitKeyed } from "../../../../server/test/keyed-submission.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { ApiError } from "../../../lib/api-error.ts";
import { describeSubmitError, describeSubmitFailure } from "../../../lib/failure/describe-error.ts";
import { errorAnswerText } from "../../../lib/server-messages.ts";
import { pauseFor } from "./run-state.ts";

// The workspace's refusals as its server answers them over real HTTP (507 workspace_full, 503
// workspace_unavailable), read as the page's client reads an error answer: worded by their code
// in the page's language, not as the service failing, and a run that meets one stops.

let app: TestApp;
afterEach(async () => {
  await activateLocale("en");
  await app.close();
});

/** The answer to a new submission, as api-client.ts throws it for an error answer. */
async function refusal(key: string): Promise<ApiError> {
  const answer = await submitKeyed(app, key, "A hare");
  const body = (await answer.json()) as unknown;
  return new ApiError("http", errorAnswerText(body) ?? `HTTP ${answer.status}`, { status: answer.status, body });
}

describe("a submission its full workspace refused", () => {
  it("says the workspace is full and what to do, as a refusal to mend, and stops a run", async () => {
    app = await startApp({ WORKSPACE_MAX_TASKS: "1" });
    expect((await submitKeyed(app, "page-full-0001", "A fox")).status).toBe(200);
    const error = await refusal("page-full-0002");
    expect(error.status).toBe(507);
    const report = describeSubmitError(error, "token");
    expect(report.message).toBe(
      "Not sent: the workspace holds as many tasks as its server allows. Ask whoever runs it to archive old tasks or raise WORKSPACE_MAX_TASKS.",
    );
    expect(report).toMatchObject({ retryable: false, serverFailed: false, outcomeUnknown: false });
    expect(report.failure).toMatchObject({ status: 507, code: "workspace_full" });
    // Every cell after it would be refused alike.
    expect(pauseFor(error, report)).toMatchObject({ reason: "full", failure: { code: "workspace_full" } });
    await activateLocale("zh-CN");
    expect(describeSubmitFailure(report.failure).message).toMatch(
      /^未发送：工作区中的任务数已达到其服务器允许的上限。/,
    );
  });
});

describe("a submission whose workspace could not be written", () => {
  it("says this server's database failed, not the service, to try again, and stops a run", async () => {
    const database = await freshPostgres();
    app = await startApp({ ...databaseEnv(database.settings) });
    await database.drop();
    const error = await refusal("page-away-0001");
    expect(error.status).toBe(503);
    const report = describeSubmitError(error, "token");
    expect(report.message).toBe(
      "Not sent: this server could not write the workspace's database (it is unreachable or its disk is full). Try again once it answers.",
    );
    expect(report).toMatchObject({ retryable: true, serverFailed: true, outcomeUnknown: false });
    expect(pauseFor(error, report)).toMatchObject({ reason: "server", failure: { code: "workspace_unavailable" } });
    await activateLocale("zh-CN");
    expect(describeSubmitFailure(report.failure).message).toMatch(/^未发送：本服务器无法写入工作区的数据库/);
  });
});
