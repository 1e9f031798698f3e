import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Review } from "../../contract/review.ts";
import { activateLocale } from "../../i18n/catalogs.ts";
import { ReviewsLine } from "./reviews-line.tsx";

// Several people's verdicts under a card's own bar (issue 28): each named, and their agreement.

const show = (reviews: Review[], me = "me@example.test") =>
  render(
    <I18nProvider i18n={i18n}>
      <ReviewsLine reviews={reviews} me={me} />
    </I18nProvider>,
  );

afterEach(async () => {
  await act(() => activateLocale("en"));
});

describe("ReviewsLine", () => {
  it("names each reviewer with their outcome and stars, and says how they agree", () => {
    show([
      { by: "ana@example.test", outcome: "pass", rating: 4 },
      { by: "local", outcome: "pass", rating: null },
      { by: "me@example.test", outcome: "fail", rating: null },
    ]);
    expect(screen.getByText("2 of 3 passed; 1 disagrees")).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Each reviewer's verdict" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "ana@example.test: ✓ Passed 4 stars",
      "The local owner: ✓ Passed",
      "You: ✗ Failed",
    ]);
  });

  it("says nothing while nobody else judged it (the bar says it all)", () => {
    const { container } = show([{ by: "me@example.test", outcome: "pass", rating: 5 }]);
    expect(container).toBeEmptyDOMElement();
  });

  it("speaks Chinese", async () => {
    await act(() => activateLocale("zh-CN"));
    show([
      { by: "ana@example.test", outcome: "pass", rating: null },
      { by: "me@example.test", outcome: "pass", rating: null },
    ]);
    expect(screen.getByRole("list", { name: "每位评审者的结论" })).toHaveTextContent("你:");
  });
});
