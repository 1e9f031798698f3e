import { expect, test, type Page } from "./support/test.ts";
import { ERROR_SHAPES } from "../src/contract/error-body.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";
import {
  duplicateDialog,
  openComposer,
  promptBox,
  submitButton,
  submittedRequestId,
  tasks,
  videoForm,
} from "./support/composer.ts";
import { expectNoViolations } from "./support/a11y-scan.ts";
import { armFault, expectSubmissions, uniqueMarker, type Fault } from "./support/sandbox.ts";

// Every error shape the service's answers come in, answered by the sandbox on demand: the
// person reads what happened, a named field is marked, and the card offers what the message names.

const MODEL = "minimax/t2v-01-director";
const REJECTED = "prompt was rejected by the service (sandbox fault).";

async function submitWith(page: Page, fault: Omit<Fault, "match">) {
  const marker = uniqueMarker(test.info());
  await armFault(page.request, { on: "submit", ...fault, match: marker });
  await openComposer(page);
  const form = videoForm(page);
  const prompt = `A fox in the snow ${marker}`;
  await promptBox(form).fill(prompt);
  // Counted in the browser too: the sandbox's log proves what arrived, this what left.
  const sent = { count: 0 };
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === SUBMIT_PATH) sent.count++;
  });
  await submitButton(form).click();
  return { form, marker, prompt, sent, card: tasks(page).getByRole("article", { name: `Video · ${MODEL}` }) };
}

const CASES = [
  ...ERROR_SHAPES.map((shape) => ({
    name: `a 400 in the ${shape} shape`,
    fault: { kind: "http-error", status: 400, shape } as const,
    message:
      shape === "empty"
        ? "The service rejected the request: no reason given (HTTP 400)."
        : `The service rejected the request: ${REJECTED}`,
    field: shape === "nested" || shape === "flat",
  })),
  {
    name: "a 200 whose code is not success",
    fault: { kind: "rejected" } as const,
    message: `The service refused the request: ${REJECTED}`,
    field: true,
  },
];

test.describe("composer: every error shape", () => {
  for (const { name, fault, message, field } of CASES) {
    test(`${name} says what happened${field ? " and lands at the Prompt field" : ""}`, async ({ page, request }) => {
      const { form, marker, prompt, card } = await submitWith(page, fault);
      await expect(form.getByRole("alert")).toHaveText(message);
      const box = promptBox(form);
      await expect(box).toHaveValue(prompt);
      if (field) {
        await expect(box).toHaveAttribute("aria-invalid", "true");
        await expect(box).toBeFocused();
      } else await expect(box).not.toHaveAttribute("aria-invalid", "true");
      await expect(card).toContainText(message);
      const goTo = card.getByRole("button", { name: "Go to the prompt field" });
      await expect(goTo).toHaveCount(field ? 1 : 0);
      if (field) {
        await box.blur();
        await goTo.click();
        await expect(box).toBeFocused();
      }
      await expect(form.getByRole("button", { name: "Try again" })).toHaveCount(0);
      await expectSubmissions(request, marker, [fault.kind === "rejected" ? 200 : 400]);
    });
  }

  test("a 401 in the flat shape opens the connection settings, and the card offers them again", async ({ page }) => {
    const { card } = await submitWith(page, { kind: "http-error", status: 401, shape: "flat" });
    const settings = page.getByRole("dialog", { name: "Connection settings" });
    await expect(settings.getByRole("alert")).toHaveText(
      "The access token is missing or was rejected. Check it in the connection settings.",
    );
    await settings.getByRole("button", { name: "Cancel" }).click();
    await expect(settings).toBeHidden();
    await expectNoViolations(page, "a refused card offering the connection settings");
    await card.getByRole("button", { name: "Open connection settings" }).click();
    await expect(settings).toBeVisible();
  });

  test("Try again after a bodiless 503 asks once and sends once", async ({ page, request }) => {
    const { form, marker, sent } = await submitWith(page, { kind: "http-error", status: 503, shape: "empty" });
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(
      "The service failed (HTTP 503): no reason given (HTTP 503). Try again in a moment.Try again",
    );
    await expectSubmissions(request, marker, [503]);
    await alert.getByRole("button", { name: "Try again" }).click();
    const dialog = duplicateDialog(page);
    await dialog.getByRole("button", { name: "Send again" }).click();
    await submittedRequestId(form);
    await expect(dialog).toBeHidden();
    await expectSubmissions(request, marker, [503, 200]);
    expect(sent.count).toBe(2);
  });
});
