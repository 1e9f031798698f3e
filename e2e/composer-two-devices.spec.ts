import { expect, FROM_THE_STREAM, test } from "./support/test.ts";
import {
  duplicateDialog,
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import { submissionsWith, uniqueMarker } from "./support/sandbox.ts";

// Two browser profiles (two devices, or two people) on one Taskdeck server: the second hears of
// the first's task from the workspace and asks before sending it again; one that has not heard
// yet is asked by the server's journal (server/app/journaled-submit-guards.test.ts).

test("the same body sent from another device within minutes is asked about, and sent only on a yes", async ({
  browser,
  request,
}, info) => {
  const marker = uniqueMarker(info);
  const prompt = `A kite over dunes [Pan left] ${marker}`;
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  try {
    const [first, second] = [await one.newPage(), await two.newPage()];
    await Promise.all([openComposer(first), openComposer(second)]);
    await promptBox(videoForm(first)).fill(prompt);
    await submitButton(videoForm(first)).click();
    await expect.poll(() => submissionsWith(request, marker).then((sent) => sent.length)).toBe(1);
    // The other device shows it, heard from the workspace, which is one for both.
    await expect(tasks(second).getByText(marker)).toHaveCount(1, FROM_THE_STREAM);

    await promptBox(videoForm(second)).fill(prompt);
    await submitButton(videoForm(second)).click();
    const dialog = duplicateDialog(second);
    await expect(dialog).toContainText("sent from this workspace");
    await expect(dialog).toContainText("in another tab or on another device");
    await dialog.getByRole("button", { name: "Don’t send" }).click();
    await expect(dialog).toBeHidden();
    // Nothing went: the one card is the first device's.
    await second.waitForTimeout(500);
    expect(await submissionsWith(request, marker)).toHaveLength(1);
    await expect(tasks(second).getByText(marker)).toHaveCount(1);

    await submitButton(videoForm(second)).click();
    await dialog.getByRole("button", { name: "Send again" }).click();
    await expect.poll(() => submissionsWith(request, marker).then((sent) => sent.length)).toBe(2);
    // Its card is this browser's now, with the task the service made; the first device shows both.
    await submittedRequestId(videoForm(second));
    await expect(tasks(first).getByText(marker)).toHaveCount(2, FROM_THE_STREAM);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
