import { expect, test, type Page } from "../support/test.ts";
import { expectNoViolations } from "../support/a11y-scan.ts";
import { IMAGE_HOST, VIDEO_MODEL, serveImages } from "../support/deck.ts";
import { finishedTask, historyFile } from "../support/history.ts";
import { openApp, promptBox, statusBadge, tasks, videoForm } from "../support/localized.ts";
import { inBothLanguages } from "../support/say.ts";

// Issue 26: dark mode follows the system unless the header's Theme switch says otherwise; the
// choice is on the page before its first paint on the next visit. axe's contrast checks pass in
// both themes, in both languages.

test.setTimeout(240_000);

/** The page's background: dark (its lightness low) or light. */
const backdrop = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.color = getComputedStyle(document.documentElement).backgroundColor;
    document.body.append(probe);
    // The computed colour as sRGB channels, whatever space the stylesheet wrote it in.
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(probe).color;
    canvas.fillRect(0, 0, 1, 1);
    probe.remove();
    const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
    return (r! + g! + b!) / 3 < 128 ? "dark" : "light";
  });

inBothLanguages("the colour theme", (s) => {
  test.use({ colorScheme: "dark" });

  test("follows a dark system, switches to Light and to Dark, remembers it before the first paint, axe clean in each", async ({
    page,
  }) => {
    await serveImages(page);
    // What <html> says the moment <body> starts: the theme script in <head> has run, the app has not.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { __themeAtBody?: string }).__themeAtBody = document.documentElement.dataset.theme ?? "";
      }).observe(document, { childList: true, subtree: true });
    });
    await openApp(page, s);
    expect(await backdrop(page)).toBe("dark");
    await expectNoViolations(page, "a first visit, the system dark");

    await page.getByLabel(s("Import history file")).setInputFiles(
      historyFile([
        finishedTask(0, {
          id: "theme-card",
          requestId: "2025060100000000themecard",
          taskId: "theme-card",
          mode: "video",
          body: { model: VIDEO_MODEL, prompt: "A lantern on the water [Pan left]" },
          status: "COMPLETED",
          data: { video_urls: [`${IMAGE_HOST}/theme-card.mp4`] },
        }),
      ]),
    );
    const card = tasks(page, s).getByRole("article");
    await expect(statusBadge(card)).toHaveText(s("Completed"));
    await expectNoViolations(page, "a finished task card, the system dark");

    const theme = page.getByRole("combobox", { name: s("Theme") });
    await expect(theme).toHaveValue("system");
    await theme.selectOption({ label: s("Light") });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await backdrop(page)).toBe("light");
    await expectNoViolations(page, "a finished task card, Light chosen on a dark system");

    await theme.selectOption({ label: s("Dark") });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await backdrop(page)).toBe("dark");

    // The next visit, on a light system: dark from the start.
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(promptBox(videoForm(page, s), s)).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe("dark");
    await expect(theme).toHaveValue("dark");
    expect(await backdrop(page)).toBe("dark");
    await expect(statusBadge(card)).toHaveText(s("Completed"));
    await expectNoViolations(page, "a returning visit, Dark chosen on a light system");

    // System again: the system's light.
    await theme.selectOption({ label: s("System") });
    await expect(page.locator("html")).not.toHaveAttribute("data-theme");
    expect(await backdrop(page)).toBe("light");
  });
});
