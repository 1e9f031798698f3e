import { expect, type Locator, type Page } from "@playwright/test";

// Probes for the resilience journeys: did anything a server or a user wrote run as code, did
// a message the app showed ever reach the screen, and does the page still answer.

type ProbeWindow = { __pwned?: unknown; __seen?: Record<string, string[]> };

/** Markup that would run if it were ever parsed as HTML (`watchForExecution` catches it). */
export const MARKUP =
  `<img src=x onerror="window.__pwned=1;alert('img')"><script>window.__pwned=2</script>` +
  `<b>bold</b> <a href="javascript:alert('link')">click</a>`;

/**
 * Listens for dialogs (alert, confirm, prompt) and leaves `window.__pwned` unset, so markup that
 * ran as code (`onerror="window.__pwned=1"`, `alert(1)`) is caught. Call before opening the app.
 */
export function watchForExecution(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return {
    async expectNothingRan() {
      expect(dialogs, "dialogs the page opened").toEqual([]);
      expect(await page.evaluate(() => (window as ProbeWindow).__pwned), "window.__pwned").toBeUndefined();
    },
  };
}

/**
 * Records, in the page, every distinct match of `pattern` that was visible inside an element
 * holding `marker`, so a message shown for only a second or two is not missed on a busy
 * machine. A reload forgets the record.
 */
export async function recordShown(page: Page, marker: string, pattern: RegExp): Promise<void> {
  await page.evaluate(
    ({ marker, source, flags }) => {
      const seen: string[] = [];
      const probe = window as ProbeWindow;
      probe.__seen = { ...probe.__seen, [marker]: seen };
      const look = () => {
        for (const article of document.querySelectorAll("article")) {
          if (!article.textContent?.includes(marker)) continue;
          for (const element of article.querySelectorAll("p")) {
            if (!element.checkVisibility()) continue;
            for (const [match] of (element.textContent ?? "").matchAll(new RegExp(source, `${flags}g`)))
              if (!seen.includes(match)) seen.push(match);
          }
        }
      };
      new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
      look();
    },
    { marker, source: pattern.source, flags: pattern.flags.replace("g", "") },
  );
}

export async function shownTexts(page: Page, marker: string): Promise<string[]> {
  return page.evaluate((marker) => (window as ProbeWindow).__seen?.[marker] ?? [], marker);
}

/** Waits until the recorder has seen this text in the card. */
export async function expectShown(page: Page, marker: string, text: string, timeout = 30_000): Promise<void> {
  await expect.poll(() => shownTexts(page, marker), { timeout, message: `"${text}" shown` }).toContain(text);
}

/**
 * The page still answers: a round trip to it is quick, and typing into a textbox updates it.
 * A main thread frozen by a huge answer fails both.
 */
export async function expectResponsive(page: Page, textbox: Locator, text: string): Promise<void> {
  const started = Date.now();
  await page.evaluate(() => document.title);
  expect(Date.now() - started, "ms for a round trip to the page").toBeLessThan(3_000);
  await textbox.fill(text);
  await expect(textbox).toHaveValue(text, { timeout: 5_000 });
}

/**
 * Every link and every media or image source in the element whose URL, as the browser reads
 * it, is not http(s), blob: or data: of an image, video or audio type: what could run script
 * if clicked or loaded.
 */
export async function unsafeUrls(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const found: string[] = [];
    for (const element of root.querySelectorAll("[href], [src], [action], [formaction], [data], [poster]"))
      for (const name of ["href", "src", "action", "formaction", "data", "poster"]) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        // Resolved as the browser would: "java\tscript:" is javascript:, "/favicon.svg" is http(s).
        const url = URL.parse(value, document.baseURI);
        const safe =
          url !== null &&
          (["http:", "https:", "blob:"].includes(url.protocol) ||
            (url.protocol === "data:" && /^(image\/(?!svg)|video\/|audio\/)/i.test(url.pathname)));
        if (!safe) found.push(`<${element.localName} ${name}="${value}">`);
      }
    return found;
  });
}
