import type { Locator } from "@playwright/test";

/** A card's verdict bar (Pass, Fail, stars; tags and notes on demand), as the journeys find it. */
export const verdictOf = (card: Locator) => card.getByRole("group", { name: "Verdict" });
