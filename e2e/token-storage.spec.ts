import { expect, test, type Page } from "./support/test.ts";
import { setAccessToken } from "./support/composer.ts";
import { openDeck } from "./support/deck.ts";

// The token lives in sessionStorage (gone with the tab) unless the user asks for it to be
// remembered on this device; only then is it in localStorage.

const TOKEN = "sk-live-STORAGE-CHECK-2d7e51a0c9";

async function storages(page: Page) {
  return page.evaluate(() => ({
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
}

async function setRemember(page: Page, remember: boolean) {
  await page.getByRole("button", { name: "Connection settings" }).click();
  const dialog = page.getByRole("dialog", { name: "Connection settings" });
  await dialog.getByRole("checkbox", { name: "Remember the token on this device" }).setChecked(remember);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("where the access token is kept", () => {
  test("in sessionStorage only, unless “Remember the token on this device” is ticked", async ({ page, context }) => {
    await openDeck(page);
    await setAccessToken(page, TOKEN);
    let kept = await storages(page);
    expect(kept.session).toContain(TOKEN);
    expect(kept.local).not.toContain(TOKEN);
    expect(kept.local).toContain("taskdeck.connection");

    // A reload keeps it for the session, still out of localStorage.
    await page.reload();
    await page.getByRole("button", { name: "Connection settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Connection settings" });
    await expect(dialog.getByLabel("Access token")).toHaveValue(TOKEN);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect((await storages(page)).local).not.toContain(TOKEN);

    await setRemember(page, true);
    kept = await storages(page);
    expect(kept.local).toContain(TOKEN);
    expect(kept.session).not.toContain(TOKEN);

    await setRemember(page, false);
    kept = await storages(page);
    expect(kept.local).not.toContain(TOKEN);
    expect(kept.session).toContain(TOKEN);
    expect(kept.cookies).not.toContain(TOKEN);
    expect(JSON.stringify(await context.cookies())).not.toContain(TOKEN);
  });
});
