import { expect, test } from "./support/test.ts";
import { invite, join, signIn } from "./support/people.ts";
import { deckShown, openMore, statusBadge, submitVideo, taskCard, useBriskPolling } from "./support/deck.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { uniqueMarker } from "./support/sandbox.ts";
import { verdictOf } from "./support/verdict.ts";
import { WORKSPACE_VERDICTS_PATH } from "../src/contract/verdict-schema.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";

// People in the workspace (issue 28): a server with an account asks everyone to sign in; an owner
// invites a reviewer and a viewer, each in a browser of their own; what the reviewer sends the
// viewer sees, with nothing to change and every change refused by the server.

const OWNER = { email: "owner@example.test", password: "owner's long password" };
test.use({ serverEnv: { TASKDECK_OWNER_EMAIL: OWNER.email, TASKDECK_OWNER_PASSWORD: OWNER.password } });
test.setTimeout(90_000);

test("an owner invites a reviewer and a viewer: the reviewer sends, the viewer sees it with nothing to change", async ({
  page,
  browser,
}, info) => {
  await useBriskPolling(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sign in to Taskdeck" })).toBeVisible();
  await expectNoViolations(page, "the sign-in page");
  await signIn(page, { ...OWNER, password: "not the password" });
  await expect(page.getByRole("alert")).toContainText("The email or password is wrong.");
  await signIn(page, OWNER);
  await expect(deckShown(page)).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: OWNER.email }).click();
  await expect(page.getByRole("heading", { name: "People and access" })).toBeVisible();
  const [reviewerLink, viewerLink] = [await invite(page, "reviewer"), await invite(page, "viewer")];
  await expectNoViolations(page, "the people page");

  const reviewer = await join(browser, reviewerLink, "reviewer@example.test");
  const viewer = await join(browser, viewerLink, "viewer@example.test");
  try {
    // The reviewer sends; the viewer sees it come and finish, without a composer or a verdict to give.
    const marker = uniqueMarker(info);
    await submitVideo(reviewer, `Kites over a beach ${marker}`);
    const seen = taskCard(viewer, marker);
    await expect(statusBadge(seen)).toHaveText("Completed", { timeout: 30_000 });
    await expect(viewer.getByRole("tablist", { name: "Kind of request" })).toHaveCount(0);
    await expect(viewer.getByText(/Sending and judging need the reviewer role/)).toBeVisible();
    await expect(verdictOf(seen).getByText("Not reviewed yet")).toBeVisible();
    await expect(verdictOf(seen).getByRole("button")).toHaveCount(0);
    await openMore(seen);
    for (const name of ["Clone", "Retry", "Remove", "Use as input"])
      await expect(seen.getByRole("button", { name, exact: true })).toHaveCount(0);

    // The reviewer's verdict shows on the viewer's card as words, with who gave it.
    await verdictOf(taskCard(reviewer, marker)).getByRole("button", { name: "Pass" }).click();
    await expect(verdictOf(seen).getByRole("listitem")).toHaveText("reviewer@example.test: ✓ Passed");

    // What the page leaves out, the server refuses, whatever the viewer's own session sends.
    const refused = await viewer.evaluate(
      async ([verdicts, submit]) => {
        const send = (method: string, path: string, body: unknown) =>
          fetch(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }).then(
            (answer) => answer.status,
          );
        const verdict = { outcome: "fail", rating: null, tags: [], note: "", pins: [], updatedAt: Date.now() };
        return [await send("PUT", `${verdicts}any-task-key-1`, verdict), await send("POST", submit!, { prompt: "x" })];
      },
      [WORKSPACE_VERDICTS_PATH, SUBMIT_PATH] as const,
    );
    expect(refused).toEqual([403, 403]);
    await expectNoViolations(viewer, "a viewer's deck");

    // The owner sees both people, and the joining in the audit log.
    await page.reload();
    await expect(page.getByRole("combobox", { name: "Role of viewer@example.test" })).toHaveValue("viewer");
    const audit = page.getByRole("region", { name: "Audit log" });
    await expect(audit.getByRole("row").filter({ hasText: "reviewer@example.test" }).first()).toBeVisible();
  } finally {
    await Promise.all([reviewer.context().close(), viewer.context().close()]);
  }
});

test("signing out everywhere ends the session: the app asks to sign in again", async ({ page }) => {
  await page.goto("/people");
  await signIn(page, OWNER);
  await expect(page.getByRole("heading", { name: "People and access" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Taskdeck" })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Sign in to Taskdeck" })).toBeVisible();
});
