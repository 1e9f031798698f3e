import { expect, type Browser, type Page } from "./test.ts";
import { deckShown, useBriskPolling } from "./deck.ts";

// People in a journey (issue 28): signing in, an owner's invite, and joining in a browser of one's own.

export async function signIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** The owner's invite link for `role`, made on the people page. */
export async function invite(page: Page, role: "reviewer" | "viewer"): Promise<string> {
  const section = page.getByRole("region", { name: "Invite" });
  await section.getByLabel("Role").selectOption(role);
  await section.getByRole("button", { name: "Make invite link" }).click();
  const link = section.getByLabel(`Invite link (${role})`);
  await expect(link).toHaveValue(/\/join#/);
  return link.inputValue();
}

/** A new browser that opens `link` and joins as `email`, landing on the deck. */
export async function join(browser: Browser, link: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useBriskPolling(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join this workspace" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(`${email} password`);
  await page.getByLabel("Password again").fill(`${email} password`);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(deckShown(page)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: email })).toBeVisible();
  return page;
}
