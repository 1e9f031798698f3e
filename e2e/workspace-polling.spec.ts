import { expect, test } from "./support/test.ts";
import { openComposer, promptBox, submitButton, submittedRequestId, tasks, videoForm } from "./support/composer.ts";
import { uniqueMarker } from "./support/sandbox.ts";

// Issue 27 §5: a page whose stream does not come through (a proxy on the way refuses or holds it
// back) reads the workspace's changes as pages instead, and still shows another device's task
// and its end within seconds.

test("a device whose stream is refused on the way still hears of the other's task, by asking", async ({
  browser,
}, info) => {
  const marker = uniqueMarker(info);
  const [one, two] = [await browser.newContext(), await browser.newContext()];
  try {
    // The second device's stream is cut before it reaches the server, every time it is opened.
    await two.route("**/__taskdeck/workspace/events**", (route) => route.abort("connectionrefused"));
    const asked: string[] = [];
    two.on(
      "request",
      (request) => request.url().includes("/__taskdeck/workspace/changes") && asked.push(request.url()),
    );
    const [first, second] = [await one.newPage(), await two.newPage()];
    await Promise.all([openComposer(first), openComposer(second)]);

    await promptBox(videoForm(first)).fill(`A heron in reeds ${marker}`);
    await submitButton(videoForm(first)).click();
    await submittedRequestId(videoForm(first));
    const card = tasks(second).getByRole("article").filter({ hasText: marker });
    await expect(card).toBeVisible({ timeout: 3_000 });
    await expect(card.locator("header [title]").first()).toHaveText("Completed", { timeout: 30_000 });
    expect(asked.length).toBeGreaterThan(1);
    // The server answers its pages: the deck does not say it cannot be reached.
    await expect(second.getByText("cannot be reached", { exact: false })).toHaveCount(0);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
