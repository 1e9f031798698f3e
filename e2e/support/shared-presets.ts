import { expect, type Browser, type Page } from "@playwright/test";
import { FROM_THE_STREAM } from "./test.ts";
import { openApp, videoForm } from "./localized.ts";
import { sayer } from "./say.ts";

// Issue 27: a preset saved on one device (a browser profile) is the workspace's. Shared by the
// production journeys (e2e/workspace-items.spec.ts) and the dev server's smoke set, where
// StrictMode runs the feed's effects twice.

const s = sayer("en-US");

/** Turns the composer's Matrix on and answers its Presets group. */
async function presets(page: Page) {
  await openApp(page, s);
  const form = videoForm(page, s);
  await form.getByText("Matrix", { exact: true }).click();
  await expect(form.getByRole("switch", { name: "Matrix" })).toBeChecked();
  return form.getByRole("group", { name: "Presets" });
}

/** Saves preset `name` on one device; the second, open, offers it at once, a third opened later too; deleted on the second, it goes from the first. */
export async function presetOnEveryDevice(browser: Browser, name: string) {
  const [one, two, three] = [await browser.newContext(), await browser.newContext(), await browser.newContext()];
  try {
    const [here, there] = await Promise.all([one.newPage().then(presets), two.newPage().then(presets)]);
    await here.getByRole("textbox", { name: "Preset name" }).fill(name);
    await here.getByRole("button", { name: "Save as preset" }).click();
    await expect(here.getByRole("status")).toHaveText(`Saved preset “${name}”.`);

    const offered = there.getByRole("combobox", { name: "Preset" }).getByRole("option", { name, exact: true });
    await expect(offered).toHaveCount(1, FROM_THE_STREAM);
    // A device that opens the page later reads it too.
    const third = await presets(await three.newPage());
    await expect(third.getByRole("option", { name, exact: true })).toHaveCount(1);

    await there.getByRole("combobox", { name: "Preset" }).selectOption({ label: name });
    await there.getByRole("button", { name: "Delete preset" }).click();
    await there.page().getByRole("dialog").getByRole("button", { name: "Delete preset" }).click();
    await expect(here.getByRole("option", { name, exact: true })).toHaveCount(0, FROM_THE_STREAM);
  } finally {
    await Promise.all([one.close(), two.close(), three.close()]);
  }
}
