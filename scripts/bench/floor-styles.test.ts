import { describe, expect, it } from "vitest";
import { STYLES_FILE, stylesAsSheet } from "./floor-styles.ts";

describe("stylesAsSheet", () => {
  it("moves each style attribute into a rule of its own stylesheet, written once per style", () => {
    const html =
      '<html><head><title>t</title></head><body><div style="height: 202px; grid-template-columns: repeat(3, minmax(0px, 1fr));">' +
      '<p style="height: 202px; grid-template-columns: repeat(3, minmax(0px, 1fr));">a</p><i style="top: 16px">b</i></div></body></html>';
    const page = stylesAsSheet(html);
    expect(page.html).not.toMatch(/ style="/);
    expect(page.html).toContain('<div data-floor-style="0">');
    expect(page.html).toContain('<p data-floor-style="0">');
    expect(page.html).toContain('<i data-floor-style="1">');
    expect(page.html).toContain(`<link rel="stylesheet" href="/${STYLES_FILE}"></head>`);
    expect(page.css).toBe(
      '[data-floor-style="0"]{height: 202px; grid-template-columns: repeat(3, minmax(0px, 1fr));}\n' +
        '[data-floor-style="1"]{top: 16px}',
    );
  });

  it("gives the rules the style's own characters, and leaves text that only reads like an attribute", () => {
    const html = '<head></head><span style="font-family: &quot;Noto Sans&quot;, a&amp;b">text says style="x"</span>';
    const page = stylesAsSheet(html);
    expect(page.css).toBe('[data-floor-style="0"]{font-family: "Noto Sans", a&b}');
    expect(page.html).toContain('text says style="x"');
  });

  it("leaves a page with no style attribute as it is, with no stylesheet", () => {
    const html = '<html><head></head><body><p class="a">x</p></body></html>';
    expect(stylesAsSheet(html)).toEqual({ html, css: "" });
  });
});
