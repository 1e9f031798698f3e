/**
 * Whether the window is at least Tailwind's `sm` breakpoint (40rem) wide. What a phone shows
 * folded (the camera palette, the request's body) opens by itself on a wider screen. Where there
 * is no matchMedia (jsdom), the screen counts as wide.
 */
export const wideScreen = (): boolean =>
  typeof window.matchMedia !== "function" || window.matchMedia("(min-width: 40rem)").matches;
