import { expect, test, type Locator, type Page } from "./support/test.ts";
import { SANDBOX_TOKEN } from "../src/contract/sandbox-token.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";
import {
  duplicateDialog,
  openComposer,
  promptBox,
  setAccessToken,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import {
  armFault,
  escapeRegExp,
  expectSubmissions,
  requestLog,
  submissionsWith,
  uniqueMarker,
  useUpFaults,
} from "./support/sandbox.ts";
import { REDACTED } from "../src/contract/redact.ts";

const MODEL = "minimax/t2v-01-director";

/** Opens the composer and writes a text-to-video prompt holding the test's marker. */
async function draftVideo(page: Page, marker: string): Promise<{ form: Locator; prompt: string }> {
  await openComposer(page);
  const form = videoForm(page);
  const prompt = `A fox crosses a snowy field ${marker} [Pan left]`;
  await promptBox(form).fill(prompt);
  return { form, prompt };
}

/** Counts the submissions this page's browser sends, whatever the sandbox makes of them. */
function countSubmissions(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === SUBMIT_PATH) seen.count++;
  });
  return seen;
}

test.describe("composer: failed submissions", () => {
  test("a 400 naming the prompt puts the service's message at the Prompt field", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await armFault(request, { kind: "http400", on: "submit", param: "prompt", match: marker });
    const { form, prompt } = await draftVideo(page, marker);
    await submitButton(form).click();

    const message = "prompt was rejected by the service (sandbox fault).";
    const box = promptBox(form);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(
      new RegExp(`^${escapeRegExp(`The service rejected the request: ${message}`)}`),
    );
    await expect(box).toBeFocused();
    await expect(form.getByRole("alert")).toHaveText(`The service rejected the request: ${message}`);
    await expect(form.getByRole("button", { name: "Try again" })).toHaveCount(0);
    await expect(box).toHaveValue(prompt);
    await expect(tasks(page).getByRole("article", { name: `Video · ${MODEL}` })).toContainText("Not created");

    const [received] = await expectSubmissions(request, marker, [400]);
    expect(received!.body).toEqual({ model: MODEL, prompt, prompt_optimizer: true });
  });

  test("a rejected token reopens the connection settings; with the right one the same form goes through", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    const { form, prompt } = await draftVideo(page, marker);
    await setAccessToken(page, `wrong-${marker}`);
    await submitButton(form).click();

    const settings = page.getByRole("dialog", { name: "Connection settings" });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole("alert")).toHaveText(
      "The access token is missing or was rejected. Check it in the connection settings.",
    );
    // Refused before its body was read: the log keeps the refusal (token redacted), never the body.
    const refusals = (await requestLog(request)).filter(
      (entry) =>
        entry.method === "POST" &&
        entry.path === SUBMIT_PATH &&
        entry.status === 401 &&
        entry.authorization === `Bearer ${REDACTED}`,
    );
    // (Other tests' armed 401s are answered after their body was read: only ours must be bodiless,
    // and none of the refusals may hold this test's marker.)
    expect(refusals.filter((entry) => entry.body === null).length).toBeGreaterThan(0);
    expect(JSON.stringify(refusals)).not.toContain(marker);
    // The wrong token is never shown back.
    await expect(page.getByText(`wrong-${marker}`)).toHaveCount(0);

    await settings.getByLabel("Access token").fill(SANDBOX_TOKEN);
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(settings).toBeHidden();
    await expect(promptBox(form)).toHaveValue(prompt);
    await submitButton(form).click();
    await submittedRequestId(form);
    const [accepted] = await expectSubmissions(request, marker, [200]);
    expect(accepted!.body).toEqual({ model: MODEL, prompt, prompt_optimizer: true });
  });

  test("a 500 keeps the form, says so and offers Try again, which asks before sending again", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    await armFault(request, { kind: "http500", on: "submit", match: marker });
    const { form, prompt } = await draftVideo(page, marker);
    await submitButton(form).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText("The service failed (HTTP 500): Internal server error (sandbox fault).");
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(promptBox(form)).not.toHaveAttribute("aria-invalid", "true");
    await expectSubmissions(request, marker, [500]);

    // A 500 most likely created nothing, but a second paid task is not risked without asking.
    await alert.getByRole("button", { name: "Try again" }).click();
    const dialog = duplicateDialog(page);
    await expect(dialog).toContainText("the service answered with an error");
    await dialog.getByRole("button", { name: "Send again" }).click();
    await submittedRequestId(form);
    await expect(dialog).toBeHidden();
    await expect(form.getByRole("alert")).toHaveCount(0);
    const entries = await expectSubmissions(request, marker, [500, 200]);
    expect(entries[1]!.body).toEqual(entries[0]!.body);
  });

  test("an HTML 502 page from a gateway is reported as such, with Try again", async ({ page, request }) => {
    const marker = uniqueMarker(test.info());
    await armFault(request, { kind: "html502", on: "submit", match: marker });
    const { form, prompt } = await draftVideo(page, marker);
    await submitButton(form).click();

    const alert = form.getByRole("alert");
    await expect(alert).toContainText("HTTP 502");
    await expect(alert).toContainText("error page");
    await expect(alert).not.toContainText("<html", { ignoreCase: true });
    await expect(alert.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(promptBox(form)).toHaveValue(prompt);
    await expectSubmissions(request, marker, [502]);
  });

  test("a dropped connection leaves the outcome unknown and Try again asks before sending", async ({
    page,
    request,
  }) => {
    const marker = uniqueMarker(test.info());
    // Chromium itself re-sends a POST whose reused keep-alive connection is dropped, once more for
    // each idle connection it holds (the deck's polling keeps several), so the fault is armed
    // generously and what the browser did not use is spent after.
    await armFault(request, { kind: "drop", on: "submit", count: 10, match: marker });
    const { form, prompt } = await draftVideo(page, marker);
    const sent = countSubmissions(page);
    await submitButton(form).click();

    const alert = form.getByRole("alert");
    // The page's own error (the connection dropped), or, when Chromium re-sent the POST by
    // itself, the server's answer to that re-send: its key's first attempt got no answer.
    await expect(alert).toContainText(
      /No answer: the connection failed or was dropped\.|lost the connection before it answered\./,
    );
    await expect(alert).toContainText("The service may have received the request");
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(tasks(page).getByRole("article", { name: `Video · ${MODEL}` })).toContainText("Outcome unknown");
    await useUpFaults(request, marker);
    // However often the browser re-sent it, the server sent the page's key once.
    const dropped = await submissionsWith(request, marker);
    expect(dropped.map((entry) => entry.status)).toEqual([null]);
    expect(sent.count).toBe(1);

    // The client cannot know whether the dropped request created a task: it asks first.
    await alert.getByRole("button", { name: "Try again" }).click();
    const dialog = duplicateDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("its outcome is unknown");
    await dialog.getByRole("button", { name: "Don’t send" }).click();
    await expect(dialog).toBeHidden();
    await expect(promptBox(form)).toHaveValue(prompt);
    await expect(form.getByRole("button", { name: "Try again" })).toBeVisible();
    expect(sent.count).toBe(1);

    await form.getByRole("button", { name: "Try again" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Send again" }).click();
    await submittedRequestId(form);
    // Exactly one more, the confirmed one: nothing went on "Don’t send".
    const entries = await expectSubmissions(request, marker, [null, 200]);
    expect(entries.at(-1)!.body).toEqual({ model: MODEL, prompt, prompt_optimizer: true });
    expect(sent.count).toBe(2);
  });
});
