/** Where the floor's page links them, beside the build's styles. */
export const STYLES_FILE = "assets/floor-styles.css";
const unescaped = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/**
 * The page's `style` attributes as rules of a stylesheet of its own. The page's policy allows no
 * inline style (style-src 'self'): the app sets them through the DOM, which the policy allows, but
 * in markup the browser drops them, and a gallery row with no height or columns came out 6 px
 * high. Unlayered, the rules win over the build's layered ones (Tailwind's), as a style attribute
 * does.
 */
export function stylesAsSheet(html: string): { html: string; css: string } {
  const rules = new Map<string, number>();
  const marked = html.replace(/<[a-zA-Z][^>]*>/g, (tag) =>
    tag.replace(/ style="([^"]*)"/, (_, style: string) => {
      const id = rules.get(style) ?? rules.size;
      rules.set(style, id);
      return ` data-floor-style="${id}"`;
    }),
  );
  const css = [...rules].map(([style, id]) => `[data-floor-style="${id}"]{${unescaped(style)}}`).join("\n");
  if (!rules.size) return { html, css: "" };
  return { html: marked.replace("</head>", `<link rel="stylesheet" href="/${STYLES_FILE}"></head>`), css };
}
