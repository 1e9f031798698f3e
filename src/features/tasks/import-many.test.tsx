import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { activateLocale } from "../../i18n/catalogs.ts";
import { database } from "../../lib/db.ts";
import { stubLayout } from "../../test/layout-stub.ts";
import { clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../test/render-app.tsx";
import { historyDocument, type ExportedTask } from "../../contract/history-document.ts";
import { FOLLOW_WITHOUT_ASKING } from "./history/follow-limit.ts";

const sandbox = withSandbox(60);
let restoreLayout: () => void;
beforeEach(async () => {
  await clearBrowser();
  connectTo(sandbox(), { pollSeconds: 1 });
  restoreLayout = stubLayout({ viewport: 1000, item: () => 300 });
});
afterEach(() => restoreLayout());

/** A history file of `count` unfinished tasks of the sandbox the connection points at. */
function unfinished(count: number): File {
  const now = Date.now();
  const tasks = Array.from({ length: count }, (_, i): ExportedTask => ({
    id: `imported-${i}`,
    mode: "video",
    baseUrl: sandbox().url,
    body: { model: "minimax/t2v-01-director", prompt: `Imported ${i}` },
    submittedAt: now - i * 1000,
    state: "accepted",
    requestId: `imported-request-${i}`,
    error: null,
    gone: false,
    updatedAt: now,
    record: { request_id: `imported-request-${i}`, status: "QUEUED", progress: "0%", data: {} },
  }));
  return new File([JSON.stringify(historyDocument(tasks))], "history.json", { type: "application/json" });
}

const checks = async () => (await sandboxRequests(sandbox())).filter((request) => request.method === "GET");
const settleFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => settleFor(2500);

async function importFile(count: number) {
  const { user } = renderApp();
  await screen.findByText("No tasks yet");
  await user.upload(screen.getByLabelText("Import history file"), unfinished(count));
  return user;
}

describe(`importing more than ${FOLLOW_WITHOUT_ASKING} unfinished tasks`, () => {
  it("asks first; without following, none of them is checked", async () => {
    const user = await importFile(FOLLOW_WITHOUT_ASKING + 1);
    const dialog = await screen.findByRole("dialog", { name: "Follow all the imported tasks?" });
    expect(dialog).toHaveTextContent(`The file holds ${FOLLOW_WITHOUT_ASKING + 1} unfinished tasks of this service.`);
    await user.click(within(dialog).getByRole("button", { name: "Import without following" }));
    expect(
      await screen.findByText(
        `Imported ${FOLLOW_WITHOUT_ASKING + 1} tasks; ${FOLLOW_WITHOUT_ASKING + 1} unfinished ones are not followed.`,
      ),
    ).toBeInTheDocument();
    expect(
      (await screen.findAllByText("Not followed (imported so): Check now to update it, or Follow.")).length,
    ).toBeGreaterThan(0);
    await settle();
    expect(await checks()).toEqual([]);
  });

  it("says what it did as one sentence in the page's language, its clauses joined by the language's separator", async () => {
    await act(() => activateLocale("zh-CN"));
    try {
      const { user } = renderApp();
      await screen.findByText("暂无任务");
      await user.upload(screen.getByLabelText("导入历史文件"), unfinished(FOLLOW_WITHOUT_ASKING + 1));
      await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "导入但不跟踪" }));
      const n = FOLLOW_WITHOUT_ASKING + 1;
      expect(await screen.findByText(`已导入 ${n} 个任务；${n} 个未完成的任务未被跟踪。`)).toBeInTheDocument();
    } finally {
      await act(() => activateLocale("en"));
    }
  });

  it("imports nothing when cancelled", async () => {
    const user = await importFile(FOLLOW_WITHOUT_ASKING + 1);
    const dialog = await screen.findByRole("dialog", { name: "Follow all the imported tasks?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Nothing imported.")).toBeInTheDocument();
    expect(screen.getByText("No tasks yet")).toBeInTheDocument();
  });

  it("follows them all when told to", async () => {
    const user = await importFile(FOLLOW_WITHOUT_ASKING + 1);
    await user.click(
      within(await screen.findByRole("dialog", { name: "Follow all the imported tasks?" })).getByRole("button", {
        name: "Follow them",
      }),
    );
    expect(await screen.findByText(`Imported ${FOLLOW_WITHOUT_ASKING + 1} tasks.`)).toBeInTheDocument();
    // Stored to be followed (the poller follows such tasks: see the test below and polling.test.ts).
    const stored = (await (await database()).getAll("tasks")) as { unfollowed: boolean }[];
    expect(stored).toHaveLength(FOLLOW_WITHOUT_ASKING + 1);
    expect(stored.every((entry) => !entry.unfollowed)).toBe(true);
  });

  it(`does not ask for ${FOLLOW_WITHOUT_ASKING}`, async () => {
    await importFile(FOLLOW_WITHOUT_ASKING);
    expect(await screen.findByText(`Imported ${FOLLOW_WITHOUT_ASKING} tasks.`)).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    // A plain wait, not waitFor: the checks' service client is a chunk of its own (task-query.ts),
    // and its import stalls inside waitFor's act() under jsdom.
    for (let tries = 0; tries < 50 && (await checks()).length === 0; tries++) await settleFor(100);
    expect((await checks()).length).toBeGreaterThan(0);
  });
});
