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
  "src/entities/verdict/use-verdict-book.ts",
];
// The shared pieces the deck's cards and a run's tiles show (src/components): their texts go
// with the deck's (a status badge, a progress bar, selecting and comparing) or the lightbox's (how many are reviewed).
const DECK_PIECES = ["src/components/{progress-bar,status-badge}.tsx", "src/components/selection/*"];
const REVIEW_PIECES = ["src/components/reviewed-count.tsx"];
// The composer's words in code the run builder shares with it (a task's extra fields, its cURL
// command, a file that could not be read, the request preview): they go with the composer's.
const COMPOSER_PIECES = [
  "src/entities/task/{curl,extra-fields-parse,unreadable-file}.ts",
  "src/components/request-preview.tsx",
];

// Parts of the start-up's folders that load on demand: their texts need not be in the start-up.
const SETTINGS = [
  "src/components/connection-dialog.tsx",
  "src/components/connection-settings.ts",
  "src/components/hidden-tab-fields.tsx",
  "src/components/number-field.tsx",
  "src/components/token-field.tsx",
];
// The deck's parts fetched on demand, after a click or a wait: the 3D viewer (but for its
// placeholder and the file naming the cards use), a result's download and frame tools, history
// export and import, the remove dialog, Use as input's choices. Their texts wait for them.
const DECK_TOOLS = [
  "src/features/tasks/results/model-viewer/!(lazy-model-viewer|viewer-registry).*",
  "src/features/tasks/results/{capture-frame,result-tools}.ts",
  "src/lib/result-bytes.ts",
  "src/features/tasks/history/{prepare-import,merge-import,transfer-actions}.ts",
  "src/entities/task/parse-import.ts",
  "src/entities/run/run-import.ts",
  "src/features/tasks/remove-dialog.tsx",
  "src/features/tasks/results/use-as-input-panel.tsx",
];
// The composer's checks (the form's schemas, an image's rules, the prompt's bracket warnings) and
// its sending, which load with the first check, picture, bracket or Submit (their own chunks):
// their texts wait with them. A failure's wording lives in src/lib (a card words a stored one too).
const FAILURE_WORDS = "src/lib/describe-error.ts";
// A 3D prompt's problems are worded by the form's schema (here) and by the 3D form (MEDIA loads CHECKS too);
// a model parameter's words by the schema and by its control (param-controls.tsx, MEDIA) alike.
const CHECKS = [
  "src/entities/task/{form-schema,image-check,param-labels,param-words,send-submission,three-d-flag-words}.ts",
  "src/features/composer/prompt-warnings.ts",
  FAILURE_WORDS,
];
// The verdict panel, fetched after the cards without a touch: its texts come with it, apart
// from the tools' (which wait for a click).
const VERDICT_PANEL = ["src/features/tasks/verdict/{verdict-panel,note-field,pinned-notes,rating-field,tag-field}.tsx"];
const MEDIA = [
  "src/features/composer/image-control.tsx",
  "src/features/composer/image-field.tsx",
  "src/features/composer/image-drop-zone.tsx",
  "src/features/composer/image-preview.tsx",
  "src/features/composer/image-url-input.tsx",
  "src/features/composer/image-pixels.ts",
  "src/features/composer/three-d-form.tsx",
  "src/features/composer/param-controls.tsx",
];

// Marked pure (a call, as spreads are not) so the page's build drops the table: only the
// extraction and the checks read it; the page needs the areas' names alone.
export const CATALOG_AREAS = /* @__PURE__ */ (() => ({
  app: {
    include: ["src/app.tsx", "src/main.tsx", "src/composer-slot.tsx", "src/components", "src/i18n", ...DECK_SHELL],
    exclude: [...SETTINGS, ...DECK_PIECES, ...REVIEW_PIECES, ...COMPOSER_PIECES],
  },
  // The connection settings dialog, loaded with its chunk at its first opening.
  settings: { include: SETTINGS, exclude: [] },
  // What the service's answers and the shared code say: errors, statuses, image rules, formats.
  common: { include: ["src/lib", "src/contract"], exclude: [...DECK_TOOLS, FAILURE_WORDS] },
  composer: { include: ["src/features/composer", ...COMPOSER_PIECES], exclude: [...MEDIA, ...CHECKS] },
  // The composer's checks and sending (CHECKS), loaded with their chunks.
  checks: { include: CHECKS, exclude: [] },
  // The image fields and the 3D form, loaded with their chunks (an image-to-video model, the 3D tab).
  media: { include: MEDIA, exclude: [] },
  // A task's and a verdict's words (a status's, an outcome's) go with the deck, which shows them first.
  tasks: {
    include: ["src/features/tasks", "src/entities/task", "src/entities/verdict", ...DECK_PIECES],
    exclude: [
      ...DECK_SHELL,
      ...DECK_TOOLS,
      ...CHECKS,
      ...COMPOSER_PIECES,
      ...VERDICT_PANEL,
      "src/features/tasks/gallery/**",
      "src/features/tasks/lightbox/**",
      "src/features/tasks/compare/**",
    ],
  },
  // The deck's on-demand parts (DECK_TOOLS), loaded with them.
  tools: { include: DECK_TOOLS, exclude: [] },
  verdicts: { include: VERDICT_PANEL, exclude: [] },
  review: {
    include: [
      "src/features/tasks/gallery",
      "src/features/tasks/lightbox",
      "src/features/tasks/compare",
      ...REVIEW_PIECES,
    ],
    exclude: [],
  },
  runs: { include: ["src/features/runs", "src/entities/run"], exclude: DECK_TOOLS },
}))() satisfies Record<string, { include: string[]; exclude: string[] }>;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/** What the first render needs; the rest load with their chunks (see `loadCatalogs`). */
export const START_CATALOGS: CatalogArea[] = ["app", "common"];
/** What the composer's forms say: loaded with their chunk (at once on a first visit, at the first sign of composing on a returning one). */
export const COMPOSER_CATALOGS: CatalogArea[] = ["composer"];
/** What the settings dialog needs, and what the image fields and the 3D form need: with their chunks. */
export const SETTINGS_CATALOGS: CatalogArea[] = ["settings"];
export const MEDIA_CATALOGS: CatalogArea[] = ["media", "checks"];
/** What the composer's checks and its sending code say: loaded with them. */
export const CHECK_CATALOGS: CatalogArea[] = ["checks"];
/** What the filled deck (cards, results, verdicts) needs: loaded with it, in English in its chunk. */
export const DECK_CATALOGS: CatalogArea[] = ["tasks"];
/** What the deck's on-demand parts (3D viewer, result tools, export and import, remove, Use as input) need: with their chunks. */
export const TOOL_CATALOGS: CatalogArea[] = ["tools"];
/** What the verdict panel needs: with its chunk. */
export const VERDICT_CATALOGS: CatalogArea[] = ["verdicts"];
/** What the gallery, the lightbox and the comparison need: loaded with the first of them. */
export const REVIEW_CATALOGS: CatalogArea[] = ["review"];
/** What the QA runs (the matrix builder, the queue, the run view) need: they show cards and compare too. */
export const RUN_CATALOGS: CatalogArea[] = ["runs", "tasks", "review", "tools", "verdicts", "checks"];

/** Never scanned for messages: tests speak to the app; they are not part of it. */
export const NOT_MESSAGES = ["**/*.test.ts", "**/*.test.tsx", "src/test/**"];

/** Where a catalog lives, relative to the project's root. */
export const catalogPath = (locale: string, area: CatalogArea) => `src/locales/${locale}/${area}.po`;
