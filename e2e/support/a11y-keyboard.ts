import { expect, type Locator, type Page } from "@playwright/test";

// Moving through the page as a keyboard user does: Tab and Shift+Tab only, never .focus().

// Looked at twice before "no": Playwright finds the elements, then runs the function in a later
// task, so an element replaced in between (the model picker taking over its plain box, the focus
// with it) reads as not focused once, and Tab would move on past it.
async function hasFocus(target: Locator): Promise<boolean> {
  for (let look = 0; look < 2; look++)
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement)))
      return true;
  return false;
}

/**
 * Presses Tab (Shift+Tab when `backwards`) until the target has the focus, and returns how many
 * presses it took; fails when it is not reached in `max` presses (skipped, or not focusable).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "nothing");
  throw new Error(
    `${String(target)} not reached in ${max} presses of ${backwards ? "Shift+Tab" : "Tab"}; focus is on ${focused}`,
  );
}

/** The focused element shows where it is: it matches :focus-visible and draws an outline or a ring. */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      focusVisible: element.matches(":focus-visible"),
      outline: computed.outlineStyle !== "none" && parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== "none",
    };
  });
  expect(style.focusVisible, `${String(target)} matches :focus-visible`).toBe(true);
  expect(style.outline || style.ring, `${String(target)} draws an outline or a ring when focused`).toBe(true);
}
