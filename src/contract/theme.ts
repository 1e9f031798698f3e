/**
 * The interface's colour themes (issue 26): the system's preference, or Light or Dark as the
 * header's switch chose, remembered in localStorage. A choice other than the system's is the
 * `data-theme` attribute of <html> (src/index.css reads it), which the page's first script
 * (server/app/theme-script.ts) sets before the first paint.
 */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = "taskdeck.theme";
