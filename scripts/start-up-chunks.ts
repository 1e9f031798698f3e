import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  COMPOSER_CATALOGS,
  DECK_CATALOGS,
  DECK_SHELL,
  START_CATALOGS,
  catalogPath,
} from "../src/i18n/catalog-areas.ts";
import { SOURCE_LOCALE } from "../src/i18n/locales.ts";
// What the page loads at start-up, a chunk per step: the build groups the modules by these lists
// (vite.config.ts) and the byte budgets measure the same chunks (scripts/bundle-size.ts).

/** The chunks' names: a manifest entry's `name`. */
export const STARTUP_CHUNK = "start-up";
export const RETURNING_CHUNK = "deck";
export const COMPOSER_CHUNK = "composer-forms";

/** The catalogs whose English each chunk carries: their texts load with it. */
export const CHUNK_CATALOGS = {
  [STARTUP_CHUNK]: START_CATALOGS,
  [COMPOSER_CHUNK]: COMPOSER_CATALOGS,
  [RETURNING_CHUNK]: DECK_CATALOGS,
};
/** What a first visit shows at once: the start-up's and the composer's (in Chinese, a chunk each on top). */
export const FIRST_VISIT_CATALOGS = [...START_CATALOGS, ...COMPOSER_CATALOGS];
const englishOf = (chunk: keyof typeof CHUNK_CATALOGS) =>
  CHUNK_CATALOGS[chunk].map((area) => catalogPath(SOURCE_LOCALE, area));

/**
 * What every visit loads before anyone touches the page, beside the entry: the app with the
 * composer's slot (its forms are a chunk of their own), and the deck's shell folder (an empty
 * deck; its texts are the app's: src/i18n/catalog-areas.ts). React is named too: the entry
 * imports react-dom, and react-dom must not land in a chunk the entry then has to wait for.
 */
export const STARTUP_IMPORTS = ["src/app.tsx", ...englishOf(STARTUP_CHUNK)];
export const STARTUP_FOLDERS = [DECK_SHELL];
const STARTUP_PACKAGES = ["react", "react-dom", "scheduler"];

/**
 * What a returning visit with tasks to show imports on top, as soon as the ledger has loaded: the
 * filled deck (filters, views), the cards of the List view, the default, and the composer's
 * stand-in until its forms have come (src/components/stand-in/composer-stand-in.tsx). Whatever else the
 * deck needs (the gallery, the lightbox, the comparison, the verdict panel, export) is its own chunk.
 */
export const RETURNING_IMPORTS = [
  "src/features/tasks/filled-deck.tsx",
  "src/features/tasks/task-list.tsx",
  "src/components/stand-in/composer-stand-in.tsx",
  ...englishOf(RETURNING_CHUNK),
];

/**
 * The composer's forms: what a first visit (an empty deck) imports on top of the start-up at once,
 * and a returning one once its tasks and the composer's stand-in have painted (src/composer-slot.tsx).
 */
export const COMPOSER_IMPORTS = ["src/composer-forms.tsx", ...englishOf(COMPOSER_CHUNK)];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("/", "[\\\\/]");
const modules = (paths: string[]) => new RegExp(`[\\\\/](${paths.map(escape).join("|")})$`);
const folders = (paths: string[]) => new RegExp(`[\\\\/](${paths.map(escape).join("|")})[\\\\/]`);
const packages = (names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.map(escape).join("|")})[\\\\/]`);

/** The part of the module graph a group's name function sees (rolldown's ChunkingContext). */
type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const reach = (graph: Graph, roots: string[]) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    graph.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  roots.forEach((file) => visit(resolve(ROOT, file)));
  return seen;
};
// Worked out once per build: the graph's module records are the same objects within a pass.
const sharedOf = new WeakMap<object, Set<string>>();
/**
 * The project's modules both the composer and the filled deck import: in the start-up, or one of
 * those chunks would import the other and each visit would fetch both. Libraries stay out: a
 * package's barrel would bring what only one of them uses.
 */
function sharedByComposerAndDeck(graph: Graph): Set<string> {
  const key = graph.getModuleInfo(resolve(ROOT, COMPOSER_IMPORTS[0]!));
  if (!key) return new Set();
  let shared = sharedOf.get(key);
  if (!shared) {
    const composer = reach(graph, COMPOSER_IMPORTS);
    const library = /[\\/]node_modules[\\/]/;
    shared = new Set([...reach(graph, RETURNING_IMPORTS)].filter((id) => composer.has(id) && !library.test(id)));
    sharedOf.set(key, shared);
  }
  return shared;
}

/**
 * Rolldown's code splitting: each group takes its modules and what they import statically, so a
 * visit fetches one chunk per step instead of a dozen small shared ones (gzip also compresses
 * one chunk better than its parts: about 5 kB less on a returning visit). The start-up group is
 * first: what the composer and the deck both need stays in it.
 */
const startUpModules = modules(STARTUP_IMPORTS);
const startUpFolders = folders(STARTUP_FOLDERS);
const startUpPackages = packages(STARTUP_PACKAGES);
export const startUpChunks = {
  groups: [
    {
      name: (id: string, graph: Graph) =>
        startUpModules.test(id) ||
        startUpFolders.test(id) ||
        startUpPackages.test(id) ||
        sharedByComposerAndDeck(graph).has(id)
          ? STARTUP_CHUNK
          : null,
      priority: 2,
    },
    { name: RETURNING_CHUNK, test: modules(RETURNING_IMPORTS), priority: 1 },
    { name: COMPOSER_CHUNK, test: modules(COMPOSER_IMPORTS), priority: 0 },
    // The registry of the books a workspace shares (presets, judgements) is the feed's and the
    // books': alone it would be one more fetch on a first visit, so it goes with the page's
    // entries, which every visit fetches right after the start-up. So do the access pages' paths
    // (the feed's account link, the Share dialog's) and the reading of a task's reviewers.
    {
      name: "deck-entry",
      test: modules([
        "src/lib/deck-entry.ts",
        "src/lib/shared-books.ts",
        "src/contract/access-pages.ts",
        "src/entities/verdict/read-reviews.ts",
      ]),
      priority: 0,
    },
  ],
};
