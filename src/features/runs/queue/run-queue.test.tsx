import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Run } from "../../../contract/run.ts";
import { activateLocale } from "../../../i18n/catalogs.ts";
import { SANDBOX_FAULTS_PATH } from "../../../contract/server-paths.ts";
import { saveRunPace } from "../../../lib/run-pace-setting.ts";
import { database } from "../../../lib/db.ts";
import { sharedRunBook } from "../../../entities/run/run-book.ts";
import { toStored } from "../../../lib/stored-entry.ts";
import { makeEntry } from "../../../test/deck-entries.ts";
import { stubLayout } from "../../../test/layout-stub.ts";
import { clearBrowser, connectTo, renderApp, sandboxRequests, withSandbox } from "../../../test/render-app.tsx";
import { makeRun } from "../../../test/runs.ts";

// The queue as the app mounts it, sending to a real sandbox: what reached it is its request log.

const sandbox = withSandbox();
const book = sharedRunBook();
let run: Run;
let restoreLayout = () => {};

beforeEach(async () => {
  await clearBrowser();
  // The deck's virtual list needs sizes that jsdom does not lay out.
  restoreLayout = stubLayout({ viewport: 2000, item: () => 300 });
  connectTo(sandbox());
  // Each test's run is its own, made now: a run of this page, not one a closed page was sending.
  run = makeRun({ id: crypto.randomUUID(), name: `Run ${crypto.randomUUID().slice(0, 6)}`, createdAt: Date.now() }, 3);
});
afterEach(async () => {
  await act(() => activateLocale("en"));
  restoreLayout();
  await book.remove(run.id);
});

const posted = async () =>
  (await sandboxRequests(sandbox()))
    .filter((r) => r.method === "POST")
    .map((r) => r.body?.prompt as string | undefined);

const arm = (fault: Record<string, unknown>) =>
  fetch(`${sandbox().url}${SANDBOX_FAULTS_PATH}`, { method: "POST", body: JSON.stringify(fault) });

/** The prompts the sandbox received, once it has received `count` submissions. */
async function postedOnce(count: number) {
  await waitFor(async () => expect(await posted()).toHaveLength(count));
  return posted();
}

// Each run is a region named after it (the run view); its controls are a group named Sending.
// The runs' code loads lazily: longer than the default second on a busy machine.
const runGroup = async () =>
  within(await screen.findByRole("region", { name: run.name }, { timeout: 20_000 })).getByRole("group", {
    name: "Sending",
  });

async function storedRun(): Promise<Run> {
  return (await book.update(run.id, {}))!;
}

describe("the run queue", () => {
  it("sends every cell once, ledger first, and has nothing left to send", async () => {
    await book.add(run);
    renderApp();
    const group = await runGroup();
    expect((await postedOnce(3)).sort()).toEqual(["prompt 0", "prompt 1", "prompt 2"]);
    await waitFor(() => expect(within(group).getByRole("status")).toHaveTextContent("Nothing left to send."));
    const entryIds = (await storedRun()).cells.map((cell) => cell.entryId);
    const ledger = await database();
    for (const id of entryIds)
      await waitFor(async () => expect(await ledger.get("tasks", id!)).toMatchObject({ state: "accepted" }));
  });

  it("comes back paused after a reload, sends nothing until Resume, and never resends a cell the ledger holds", async () => {
    // The page that sent cell 0 (in the ledger) and wrote cell 1's id (not in the ledger: the
    // crash came between the two writes) closed; cell 2 was never reached.
    const sent = makeEntry({ id: "sent-0", body: run.cells[0]!.body, state: "accepted" });
    await (await database()).put("tasks", toStored(sent), sent.id);
    run.createdAt = performance.timeOrigin - 60_000;
    run.cells[0]!.entryId = "sent-0";
    run.cells[1]!.entryId = "crashed-1";
    await book.add(run);
    const { user } = renderApp();
    const group = await runGroup();
    await waitFor(() => expect(within(group).getByRole("status")).toHaveTextContent(/^Paused: The page that was/));
    expect(within(group).getByText("2 cells not yet sent")).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await posted()).toEqual([]);

    await user.click(within(group).getByRole("button", { name: "Resume" }));
    expect((await postedOnce(2)).sort()).toEqual(["prompt 1", "prompt 2"]);
    expect((await storedRun()).cells[0]!.entryId).toBe("sent-0");
  });

  it("pauses on a 500 and says why, sends the rest on Resume, and goes on past a refused cell", async () => {
    saveRunPace({ tasksAtOnce: 1, submissionsPerMinute: 30 });
    await arm({ kind: "http500", on: "submit", count: 1, match: "prompt 0" });
    await arm({ kind: "http400", param: "prompt", on: "submit", count: 1, match: "prompt 1" });
    await book.add(run);
    const { user } = renderApp();
    const group = await runGroup();
    await waitFor(() =>
      expect(within(group).getByRole("status")).toHaveTextContent(/^Paused: The service failed \(HTTP 500\)/),
    );
    expect(within(group).getByText("2 cells not yet sent")).toBeVisible();
    expect(await posted()).toEqual(["prompt 0"]);
    // The answer's facts are stored with the pause: it reads in the language switched to.
    await act(() => activateLocale("zh-CN"));
    expect(within(group).getByRole("status")).toHaveTextContent(/^已暂停：服务出错（HTTP 500）：.*请稍后重试。$/);
    await act(() => activateLocale("en"));

    await user.click(within(group).getByRole("button", { name: "Resume" }));
    expect(await postedOnce(3)).toEqual(["prompt 0", "prompt 1", "prompt 2"]);
    const ids = (await storedRun()).cells.map((cell) => cell.entryId!);
    const ledger = await database();
    const states = async () =>
      Promise.all(ids.map(async (id) => ((await ledger.get("tasks", id)) as { state: string }).state));
    await waitFor(async () => expect(await states()).toEqual(["failed", "refused", "accepted"]));
    // The refusal's facts are stored with its words, for its card to word in the language shown.
    expect(await ledger.get("tasks", ids[1]!)).toMatchObject({
      error: expect.stringMatching(/^The service rejected the request/),
      failure: { kind: "http", status: 400, param: "prompt" },
    });
    expect((await storedRun()).pause).toBeNull();
  });

  it("pauses on a rejected token and opens the settings, saying why", async () => {
    connectTo(sandbox(), { token: "wrong-token" });
    saveRunPace({ tasksAtOnce: 1, submissionsPerMinute: 30 });
    await book.add(run);
    renderApp();
    const dialog = await screen.findByRole("dialog", { name: "Connection settings" }, { timeout: 20_000 });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(/access token is missing or was rejected/);
    const group = await runGroup();
    expect(within(group).getByRole("status")).toHaveTextContent(/^Paused: The access token/);
    expect(await posted()).toHaveLength(1);
  });

  it("pauses at once, and cancels the remaining cells once confirmed", async () => {
    saveRunPace({ tasksAtOnce: 1, submissionsPerMinute: 1 });
    await book.add(run);
    const { user } = renderApp();
    const group = await runGroup();
    await user.click(within(group).getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(within(group).getByRole("status")).toHaveTextContent(/^Paused\.$/));
    await user.click(within(group).getByRole("button", { name: "Cancel remaining" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel the remaining cells?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel 2 cells" }));
    await waitFor(() => expect(within(group).getByRole("status")).toHaveTextContent("Nothing left to send."));
    expect((await storedRun()).cells.map((cell) => cell.cancelled)).toEqual([false, true, true]);
    expect(await posted()).toEqual(["prompt 0"]);
  });
});
