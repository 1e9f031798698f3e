import { expect, test } from "../support/test.ts";
import { SANDBOX_TOKEN } from "../../src/contract/sandbox-token.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { expectPageInLanguage, openApp } from "../support/localized.ts";
import { inBothLanguages } from "../support/say.ts";
import { escapeRegExp } from "../support/sandbox.ts";

// Issue 17: the connection settings, in English and in Chinese.

inBothLanguages("connection settings", (s, locale) => {
  test("the dialog, and a base URL it refuses, in the page's language", async ({ page }) => {
    await openApp(page, s);
    await page.getByRole("button", { name: s("Connection settings") }).click();
    const dialog = page.getByRole("dialog", { name: s("Connection settings") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: s("Sandbox (built in, on this server)") })).toBeChecked();
    await expectNoViolations(page, `the connection settings (${locale})`);
    await expectPageInLanguage(page, locale, "the connection settings");

    await dialog.getByRole("radio", { name: s("Another service") }).check();
    await dialog.getByLabel(s("Access token")).fill(SANDBOX_TOKEN);
    const baseUrl = dialog.getByRole("textbox", { name: s("Base URL") });
    await baseUrl.fill("ftp://files.example.test");
    await dialog.getByRole("button", { name: s("Save") }).click();
    await expect(baseUrl).toHaveAttribute("aria-invalid", "true");
    const refusal = s("Enter an http(s) URL, e.g. https://api.example.com, or leave it empty for this server.");
    await expect(baseUrl).toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(refusal)}`));
    await expectNoViolations(page, `a refused base URL (${locale})`);
    await expectPageInLanguage(page, locale, "a refused base URL", ["ftp://files.example.test", SANDBOX_TOKEN]);

    await dialog.getByRole("button", { name: s("Cancel") }).click();
    await expect(dialog).toBeHidden();
  });
});
