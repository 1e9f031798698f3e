import { expect, test, type Page } from "./support/test.ts";

// Issue 26: nothing clips at 390 px. Each control of the header and the composer shows its
// whole content (its scrollWidth within its clientWidth), and the page does not scroll sideways.

/** Each control (or text) in `selector` whose content is wider than its box, named by its text. */
const clipped = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const controls = document.querySelectorAll<HTMLElement>(
      `${within} :is(button, select, input, textarea, label, a, [role=tab], h1, h2, legend, span:not(.truncate))`,
    );
    return [...controls]
      .filter((control) => control.getClientRects().length > 0 && control.scrollWidth > control.clientWidth + 1)
      .map((control) => `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
  }, selector);

for (const locale of ["en-US", "zh-CN"]) {
  test.describe(`at 390 × 844 (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });

    test("the header and the composer clip nothing, and the page does not scroll sideways", async ({ page }) => {
      await page.goto("/");
      // The composer's forms, in either language.
      await expect(page.locator("main form textarea").first()).toBeVisible();
      expect(await clipped(page, "header")).toEqual([]);
      expect(await clipped(page, "main section:first-of-type")).toEqual([]);
      const page_ = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(page_[0]).toBeLessThanOrEqual(page_[1]!);
      // The connection's name is whole (it once read "Sand"), the server's address beside it.
      const name = page.locator("header p span.font-medium");
      await expect(name).toHaveText(locale === "en-US" ? "Sandbox" : "沙盒");
      const [scroll, client] = await name.evaluate((span) => [span.scrollWidth, span.clientWidth]);
      expect(scroll).toBeLessThanOrEqual(client!);
    });
  });
}
