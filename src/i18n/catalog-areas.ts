/**
 * The message catalogs, one per part of the interface, each loaded with the code that shows it:
 * `app` and `composer` before the first render, the others with the lazy chunks that use them.
 * A source file feeds the catalog of the deepest folder of this table that holds it: a folder
 * and everything below it, but for the folders below it the table names too. `lingui.config.ts`
 * derives what each catalog scans from it and `catalogs.ts` loads them, so a catalog's scope is
 * written once, as folders: a file with texts that load at another time lives in another folder.
 */
/** The deck's shell, part of the first screen: the start-up chunk takes it whole (scripts/start-up-chunks.ts). */
export const DECK_SHELL = "src/features/tasks/shell";

// Marked pure (a call) so the page's build drops the table: only the extraction and the checks
// read it; the page needs the areas' names alone.
export const CATALOG_AREAS = /* @__PURE__ */ (() => ({
  // The app root, its shell pieces, the languages and the deck's shell: loaded before the first render.
  app: ["src", "src/components", "src/i18n", DECK_SHELL],
  // The connection settings dialog, loaded with its chunk at its first opening.
  settings: ["src/components/settings"],
  // What the service's answers and the shared code say: errors, statuses, image rules, formats.
  common: ["src/lib", "src/contract"],
  // The composer's words, and those of what the run builder shares with it (a request's extra
  // fields, its cURL command, a file that could not be read, the request preview).
  composer: ["src/features/composer", "src/entities/task/request", "src/components/request"],
  // The composer's checks (the form's schemas, an image's rules, the prompt's bracket warnings)
  // and its sending, which load with the first check, picture, bracket or Submit, and a failure's
  // wording (a card words a stored one too).
  checks: ["src/entities/task/checks", "src/features/composer/checks", "src/lib/failure"],
  // The image fields and the 3D form (FILE_CATALOGS), loaded with their chunks (an image-to-video model, the 3D tab).
  media: ["src/features/composer/media"],
  // The filled deck: a task's and a verdict's words (a status's, an outcome's), and the shared
  // pieces its cards and a run's tiles show (a status badge, a progress bar, selecting for Compare).
  tasks: [
    "src/features/tasks",
    "src/entities/task",
    "src/entities/verdict",
    "src/components/status",
    "src/components/selection",
    // The composer's stand-in on a returning visit, in the deck's chunk.
    "src/components/stand-in",
  ],
  // The deck's parts fetched after a click or a wait: the 3D viewer, a result's tools and bytes,
  // history export and import (a run's too), the remove dialog.
  tools: [
    "src/features/tasks/results/model-viewer",
    "src/features/tasks/results/tools",
    // A card's Details beyond its prompt and ids (its times, its raw record), fetched at their first opening.
    "src/features/tasks/card/details",
    // A card's More menu, fetched at its first opening, with Use as input's button in it.
    "src/features/tasks/menu",
    "src/features/tasks/history/transfer",
    "src/features/tasks/remove",
    // The Share dialog, fetched at its first opening (from a card's menu, Compare or a run).
    "src/components/share",
    "src/entities/task/import",
    "src/entities/run/import",
    "src/lib/files",
  ],
  // The verdict panel, fetched after the cards without a touch.
  // Everyone's verdicts on a result and their agreement: under a card's bar, in a run's grid and
  // reports, on a share link's page (the returning visit's deck does not say them).
  verdicts: ["src/features/tasks/verdict", "src/components/verdict"],
  // The gallery, the lightbox, the comparison and how many are reviewed.
  review: [
    "src/features/tasks/gallery",
    "src/features/tasks/lightbox",
    "src/features/tasks/compare",
    "src/components/review",
    // A pairwise judgement's choices: Compare's buttons.
    "src/entities/judgement",
  ],
  runs: ["src/features/runs", "src/entities/run"],
  // Review queues (issue 28), fetched once the page knows it works in a workspace, as a reviewer.
  queues: ["src/features/queues", "src/components/queues"],
  // The access pages (access.html: signing in, the first owner, joining, people): a page and a
  // build of their own, which never loads the app's chunks.
  access: ["src/access"],
}))() satisfies Record<string, string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/** What the first render needs; the rest load with their chunks (see `loadCatalogs`). */
export const START_CATALOGS: CatalogArea[] = ["app", "common"];
/** What the composer's forms say: loaded with their chunk (at once on a first visit, once the tasks have painted on a returning one). */
export const COMPOSER_CATALOGS: CatalogArea[] = ["composer"];
/** The review queues' section and its dialog: with their chunk. */
export const QUEUE_CATALOGS: CatalogArea[] = ["queues"];
/** What the settings dialog needs, and what the image fields and the 3D form need: with their chunks. */
export const SETTINGS_CATALOGS: CatalogArea[] = ["settings"];
export const MEDIA_CATALOGS: CatalogArea[] = ["media", "checks"];
/** What the composer's checks and its sending code say: loaded with them. */
export const CHECK_CATALOGS: CatalogArea[] = ["checks"];
/** What Submit's sending code says, with what the service's client (the deck's) says of an answer. */
export const SENDING_CATALOGS: CatalogArea[] = ["checks", "tasks"];
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

/** What the access pages say: theirs, the app's header controls (language, theme) and the shared words (durations). */
export const ACCESS_CATALOGS: CatalogArea[] = ["app", "common", "access"];

/**
 * The files whose texts load apart from their folder's. The 3D form (its own chunk, with the
 * media catalog) is built from the composer's form pieces and loaded by the composer, so a
 * folder of its own would be an import ring between two folders (scripts/source-layout.test.ts).
 * A submission left unanswered by a closed page is found and worded with the deck's tasks (the
 * shared code's folder would put its sentence in the start-up's catalog). So are the service's
 * answers (the client's words for a broken one, this server's refusals): its client comes with
 * the deck, which polls, and with Submit's sending code (SENDING_CATALOGS), never at start. A
 * viewer's note (issue 28) comes on demand from the workspace's feed, with the tools' texts as
 * the move-in offer does. The reviewers' agreement is worded where it is shown (a verdict panel, a
 * run, a share link), never by the deck itself.
 */
export const FILE_CATALOGS: Record<string, CatalogArea> = {
  "src/features/composer/three-d-form.tsx": "media",
  "src/lib/orphaned.ts": "tasks",
  "src/lib/api-client.ts": "tasks",
  "src/lib/server-messages.ts": "tasks",
  "src/components/stand-in/viewer-note.tsx": "tools",
  "src/entities/verdict/agreement-words.ts": "verdicts",
};

/** The catalog a source file (a path from the project's root) feeds: its deepest folder's in the table. */
export function catalogOfFile(file: string): CatalogArea | undefined {
  if (file in FILE_CATALOGS) return FILE_CATALOGS[file];
  let found: { area: CatalogArea; folder: string } | undefined;
  for (const [area, folders] of Object.entries(CATALOG_AREAS) as [CatalogArea, string[]][])
    for (const folder of folders)
      if (file.startsWith(`${folder}/`) && folder.length > (found?.folder.length ?? -1)) found = { area, folder };
  return found?.area;
}

/** Never scanned for messages: tests speak to the app; they are not part of it. */
export const NOT_MESSAGES = ["**/*.test.ts", "**/*.test.tsx", "src/test/**"];

/** Where a catalog lives, relative to the project's root. */
export const catalogPath = (locale: string, area: CatalogArea) => `src/locales/${locale}/${area}.po`;
