/**
 * Where the composer's Submit bar sits (src/features/composer/submit-bar.tsx), and the run
 * builder's Send bar with it: always in reach, at the window's bottom on one column.
 * Opaque, with no backdrop blur: a blur is drawn again at every scrolled frame, which a
 * browser without a GPU (or a slow phone) pays for in dropped frames.
 */
export const SUBMIT_BAR_CLASS =
  "z-10 space-y-2 border-t border-slate-200 bg-white py-2 max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:px-4 max-lg:shadow-[0_-2px_6px_rgb(0_0_0/0.08)] lg:sticky lg:bottom-0";
