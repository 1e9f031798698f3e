import { expect, test } from "./support/test.ts";
import { startAppProcess, type AppProcess } from "../server/test/app-process.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { composer, promptBox, setAccessToken, submitButton, tasks, videoForm } from "./support/composer.ts";
import { cardAction, openDeck, searchBox, statusBadge, statusFilter, taskCard, VIDEO_MODEL } from "./support/deck.ts";
import { historyFile, importHistory } from "./support/history.ts";
import { envelope, ScriptedUpstream, type Answer } from "./support/scripted-upstream.ts";
import type { ExportedTask } from "../src/contract/history-document.ts";

// axe over the states the other a11y specs do not reach: a card in every status the service
// documents and in each of the app's own states, a failed submission's message, the Remove
// dialog, a history filtered down to nothing, and the settings reopened by a 401 (the settings in
// each server mode: a11y-settings.spec.ts).
// (The empty sandbox app, form errors, the duplicate dialog and the 3D viewer are scanned in
// shell, composer-a11y and deck-a11y.)

test.setTimeout(90_000);

const TOKEN = "sk-a11y-states-token-0042";
const FOLLOWED = { timeout: 20_000 };

/** What each imported task's checks answer, and the badge its card then shows. */
const QUERIED: { id: string; answer: (id: string) => Answer; badge: string }[] = [
  { id: "req-SUBMITTING", answer: (id) => envelope(id, { status: "SUBMITTING" }), badge: "Submitting" },
  { id: "req-PENDING", answer: (id) => envelope(id, { status: "PENDING" }), badge: "Pending" },
  { id: "req-SUBMITTED", answer: (id) => envelope(id, { status: "SUBMITTED" }), badge: "Submitted" },
  { id: "req-QUEUED", answer: (id) => envelope(id, { status: "QUEUED", progress: "0%" }), badge: "Queued" },
  {
    id: "req-IN_PROGRESS",
    answer: (id) => envelope(id, { status: "IN_PROGRESS", progress: "45%", start_time: seconds(-30) }),
    badge: "In progress",
  },
  {
    id: "req-COMPLETED",
    answer: (id) =>
      envelope(id, { status: "COMPLETED", progress: "100%", start_time: seconds(-60), finish_time: seconds(-5) }),
    badge: "Completed",
  },
  {
    id: "req-FAILED",
    answer: (id) =>
      envelope(id, {
        status: "FAILED",
        progress: "40%",
        fail_reason: "The provider ran out of GPU memory.",
        start_time: seconds(-60),
        finish_time: seconds(-5),
      }),
    badge: "Failed",
  },
  {
    id: "req-CANCELLED",
    answer: (id) => envelope(id, { status: "CANCELLED", finish_time: seconds(-5) }),
    badge: "Cancelled",
  },
  {
    id: "req-TIMEOUT",
    answer: (id) =>
      envelope(id, { status: "TIMEOUT", fail_reason: "No result after 600 s.", finish_time: seconds(-5) }),
    badge: "Timed out",
  },
  { id: "req-UNKNOWN", answer: (id) => envelope(id, { status: "UNKNOWN" }), badge: "Unknown" },
  // An undocumented string is shown as received.
  { id: "req-ODD", answer: (id) => envelope(id, { status: "AWAITING_GPU" }), badge: "AWAITING_GPU (unknown status)" },
  {
    id: "req-GONE",
    answer: () => errorAnswer(404, "not_found_error", "No such task."),
    badge: "Unknown to the server",
  },
  // A 401 on a check pauses following; a 500 keeps the last good record and retries.
  { id: "req-PAUSED", answer: () => errorAnswer(401, "authentication_error", "Invalid API key."), badge: "Submitted" },
  { id: "req-FAILING", answer: () => errorAnswer(500, "internal_server_error", "Upstream broke."), badge: "Submitted" },
];

/** What a submission gets, by a word its prompt holds. */
const SUBMITTED: { word: string; answer: Answer; badge: string }[] = [
  {
    word: "#refuse",
    answer: errorAnswer(400, "request_error", "The prompt breaks the usage policy."),
    badge: "Not created",
  },
  // 200 with a body that is no JSON: the task may exist.
  { word: "#garble", answer: { body: "<<not json>>" }, badge: "Outcome unknown" },
  // Last, so its message and Try again are on screen for the scan.
  { word: "#explode", answer: errorAnswer(500, "internal_server_error", "Upstream broke."), badge: "Service error" },
];

function seconds(fromNow: number): number {
  return Math.floor(Date.now() / 1000) + fromNow;
}

function errorAnswer(status: number, type: string, message: string): Answer {
  return { status, body: { error: { message, type, code: type, param: null } } };
}

/** Every queried task, imported as SUBMITTED a minute ago: the checks then bring each to its state. */
function importedTasks(): ExportedTask[] {
  const submittedAt = Date.now() - 60_000;
  return QUERIED.map(({ id }) => ({
    id: `imported-${id}`,
    mode: "video",
    baseUrl: "",
    body: { model: VIDEO_MODEL, prompt: `A lighthouse in a storm, task ${id} [Push in]` },
    submittedAt,
    state: "accepted",
    requestId: id,
    error: null,
    gone: false,
    updatedAt: submittedAt + 1000,
    record: (envelope(id, { submit_time: Math.floor(submittedAt / 1000) }).body as { data: Record<string, unknown> })
      .data,
  }));
}

test.describe("accessibility of every state", () => {
  let proxy: AppProcess | undefined;
  let upstream: ScriptedUpstream | undefined;

  test.afterEach(async () => {
    const info = test.info();
    if (proxy && info.status !== info.expectedStatus) await info.attach("server output", { body: proxy.output() });
    await proxy?.stop();
    await upstream?.stop();
    proxy = upstream = undefined;
  });

  test("cards in every status and app state, a failed submission, the Remove dialog and a filter with no match", async ({
    browser,
  }) => {
    // Four scans of a page seven screens tall: on a loaded two-core machine that takes a while.
    test.setTimeout(150_000);
    upstream = new ScriptedUpstream(TOKEN);
    upstream.onSubmit = (body, count) =>
      SUBMITTED.find(({ word }) => JSON.stringify(body).includes(word))?.answer ??
      envelope(`req-new-${count}`, { status: "SUBMITTING" });
    upstream.onQuery = (id) => (QUERIED.find((task) => task.id === id)?.answer ?? envelope)(id);
    await upstream.start();
    proxy = await startAppProcess({ UPSTREAM_BASE_URL: upstream.url });
    // Tall enough that the virtual list renders every card at once: one scan sees them all.
    const context = await browser.newContext({ baseURL: proxy.url, viewport: { width: 1280, height: 7000 } });
    const page = await context.newPage();
    await openDeck(page);
    await setAccessToken(page, TOKEN);

    const form = videoForm(page);
    for (const { word } of SUBMITTED) {
      await promptBox(form).fill(`A paper boat on a canal ${word}`);
      await submitButton(form).click();
      await expect(taskCard(page, word)).toBeVisible();
    }
    await expect(composer(page).getByRole("alert")).toContainText("The service failed (HTTP 500)");
    await expect(composer(page).getByRole("button", { name: "Try again" })).toBeVisible();
    await importHistory(page, historyFile(importedTasks()));

    for (const { word, badge } of SUBMITTED) await expect(statusBadge(taskCard(page, word))).toHaveText(badge);
    for (const { id, badge } of QUERIED) await expect(statusBadge(taskCard(page, id))).toHaveText(badge, FOLLOWED);
    await expect(taskCard(page, "req-PAUSED").getByRole("button", { name: "Fix the token" })).toBeVisible(FOLLOWED);
    await expect(taskCard(page, "req-FAILING").getByText(/The last check got HTTP 500\. Retrying…/)).toBeVisible(
      FOLLOWED,
    );
    await expect(taskCard(page, "req-FAILED").getByRole("group", { name: "Why it failed" })).toBeVisible();
    await expect(tasks(page).getByRole("article")).toHaveCount(SUBMITTED.length + QUERIED.length);
    await expectNoViolations(page, "a card in every status and app state, and a failed submission's message");

    const removable = taskCard(page, "req-IN_PROGRESS");
    await (await cardAction(removable, "Remove")).click();
    const remove = page.getByRole("dialog", { name: "Remove this task from the history?" });
    await expect(remove).toBeVisible();
    await expectNoViolations(page, "the Remove confirmation open");
    await remove.getByRole("button", { name: "Keep it" }).click();
    await expect(remove).toBeHidden();

    await statusFilter(page).selectOption("COMPLETED");
    await searchBox(page).fill("paper boat");
    await expect(tasks(page).getByText("No task matches")).toBeVisible();
    await expectNoViolations(page, "filters that match no task");

    await statusFilter(page).selectOption("all");
    await searchBox(page).fill("");
    await taskCard(page, "req-PAUSED").getByRole("button", { name: "Fix the token" }).click();
    const settings = page.getByRole("dialog", { name: "Connection settings" });
    await expect(settings.getByRole("alert")).toContainText("Following paused");
    await expect(settings.getByText("This server, which forwards to the service")).toBeVisible();
    await expect(settings.getByLabel("Access token")).toBeVisible();
    await expectNoViolations(page, "the connection settings reopened by a 401, through a proxy passing the token");
    await context.close();
  });
});
