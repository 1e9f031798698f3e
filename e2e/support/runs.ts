import type { Page } from "@playwright/test";
import { promptBox, videoForm } from "./composer.ts";

// A QA run in a journey: built in the composer's Matrix on one prompt axis, sent once confirmed.

/** Builds a run of one prompt axis in the Matrix, sends it once confirmed, and returns its region. */
export async function sendRun(page: Page, marker: string, prompts: string[]) {
  const form = videoForm(page);
  await promptBox(form).fill(prompts[0]!);
  // The switch's input sits under its drawn track: pressed from the keyboard, as a person may.
  await page.getByRole("switch", { name: "Matrix" }).focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: "Add axis" }).click();
  const axis = page.getByRole("group", { name: "Axis 1" });
  await axis.getByRole("combobox", { name: "Axis" }).selectOption("Prompt");
  await axis.getByRole("textbox", { name: "Values" }).fill(prompts.join("\n"));
  const send = `Send ${prompts.length} tasks`;
  await page.getByRole("button", { name: send, exact: true }).click();
  await page
    .getByRole("dialog", { name: `${send}?` })
    .getByRole("button", { name: send })
    .click();
  return runOf(page, marker);
}

/** The run's region in the runs' view (named by the run: its date and first words), and its controls. */
export function runOf(page: Page, marker: string) {
  const run = page.getByRole("region", { name: new RegExp(marker) });
  return { run, sending: run.getByRole("group", { name: "Sending" }) };
}
