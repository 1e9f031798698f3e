import { expect, test } from "@playwright/test";

// The access page under the dev server (issue 28): Vite serves access.html, its own entry, at
// /people; on loopback with no account it opens as this machine's owner, with nothing thrown.

test("the people page opens for the local owner and makes an invite link", async ({ page }) => {
  const thrown: string[] = [];
  page.on("pageerror", (error) => thrown.push(error.message));
  await page.goto("/people");
  await expect(page.getByRole("heading", { name: "People and access" })).toBeVisible();
  await expect(page.getByText("This machine (no accounts yet)")).toBeVisible();
  const invite = page.getByRole("region", { name: "Invite" });
  await invite.getByLabel("Role").selectOption("owner");
  await invite.getByRole("button", { name: "Make invite link" }).click();
  await expect(invite.getByLabel("Invite link (owner)")).toHaveValue(/\/join#[\w-]{20,}$/);
  expect(thrown).toEqual([]);
});
