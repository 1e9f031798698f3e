/**
 * The message catalogs, one per part of the interface, each loaded with the code that shows it:
 * `app` and `composer` before the first render, the others with the lazy chunks that use them.
 * `lingui.config.ts` builds its catalog list from this table (which files feed which catalog),
 * and `catalogs.ts` loads them, so a catalog's scope is written once.
 */
// The deck's shell and the Matrix switch are part of the first screen (start-up chunk): their
// messages go with the app's and the composer's, loaded before the first render.
const DECK_SHELL = [
  "src/features/tasks/deck-section.tsx",
  "src/features/tasks/task-deck-pane.tsx",
  "src/features/tasks/use-history-transfer.ts",
  "src/features/tasks/history/transfer-buttons.tsx",
  "src/features/tasks/verdict/use-verdict-book.ts",
];
// The run builder's files, all named matrix-*, but for the switch that opens it (matrix-switch).
const RUN_BUILDER = ["src/features/composer/matrix-[!s]*", "src/features/composer/matrix-send*"];

export const CATALOG_AREAS = {
  app: { include: ["src/app.tsx", "src/main.tsx", "src/components", "src/i18n", ...DECK_SHELL], exclude: [] },
  // What the service's answers and the shared code say: errors, statuses, image rules, formats.
  common: { include: ["src/lib", "src/contract"], exclude: [] },
  composer: { include: ["src/features/composer"], exclude: RUN_BUILDER },
  tasks: {
    include: ["src/features/tasks"],
    exclude: [
      ...DECK_SHELL,
      "src/features/tasks/gallery/**",
      "src/features/tasks/lightbox/**",
      "src/features/tasks/compare/**",
      "src/features/tasks/verdict/**",
    ],
  },
  review: {
    include: [
      "src/features/tasks/gallery",
      "src/features/tasks/lightbox",
      "src/features/tasks/compare",
      "src/features/tasks/verdict",
    ],
    exclude: DECK_SHELL,
  },
  runs: { include: ["src/features/runs", ...RUN_BUILDER], exclude: [] },
} satisfies Record<string, { include: string[]; exclude: string[] }>;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/** What the first render needs; the rest load with their chunks (see `loadCatalogs`). */
export const START_CATALOGS: CatalogArea[] = ["app", "common", "composer"];
/** What the filled deck and everything it opens need. */
export const DECK_CATALOGS: CatalogArea[] = ["tasks", "review"];
/** What the QA runs (the matrix builder, the queue, the run view) need: they show cards and compare too. */
export const RUN_CATALOGS: CatalogArea[] = ["runs", "tasks", "review"];

/** Never scanned for messages: tests speak to the app; they are not part of it. */
export const NOT_MESSAGES = ["**/*.test.ts", "**/*.test.tsx", "src/test/**"];

/** Where a catalog lives, relative to the project's root. */
export const catalogPath = (locale: string, area: CatalogArea) => `src/locales/${locale}/${area}.po`;
