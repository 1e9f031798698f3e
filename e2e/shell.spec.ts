import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test.ts";
import { SUBMIT_PATH } from "../src/contract/server-paths.ts";

test.describe("app shell", () => {
  test("shows the product, its connection and both panes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Taskdeck" })).toBeVisible();
    await expect(page.getByLabel("Connection")).toContainText("Sandbox");
    await expect(page.getByRole("region", { name: "New task" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Tasks" })).toContainText("No tasks yet");
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Tasks" })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("fits a 360 px wide screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Tasks" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test("is served with the sandbox API on the same origin", async ({ request }) => {
    const response = await request.post(SUBMIT_PATH, {
      data: { model: "minimax/t2v-01", prompt: "x" },
    });
    expect(response.status()).toBe(401);
    expect((await response.json()).error.type).toBe("authentication_error");
  });
});
