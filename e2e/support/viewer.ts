import type { Locator } from "@playwright/test";

/** A figure of the 3D viewer's "Model statistics" beside the view (e.g. "Triangles" → "320"). */
export function modelStat(card: Locator, term: string): Locator {
  return card
    .getByRole("group", { name: "Model statistics" })
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");
}
