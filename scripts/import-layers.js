import { readdirSync } from "node:fs";

// The layers of src/, lowest first. A file imports from its own layer and those below it, never
// from one above; a feature never imports another feature; the app root (src/*.tsx) composes them
// and nothing imports it back. src/i18n and src/test serve every layer. Read by eslint.config.js.
export const LAYERS = ["contract", "lib", "entities", "components", "features"];

const SRC = new URL("../src/", import.meta.url);
const FEATURES = readdirSync(new URL("features/", SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ROOT_MODULES = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /^[^.]+\.tsx?$/.test(entry.name))
  .map((entry) => entry.name.replace(/\.tsx?$/, ""));

/** An import path that climbs (`../`) into one of `folders`, or to one of the app root's modules. */
const climbingTo = (folders, rootModules = ROOT_MODULES) =>
  `^(\\.\\./)+(((${folders.join("|")})/)|((${rootModules.join("|")})\\.tsx?$))`;

// Dynamic imports are not static imports: the same regular expression, as a syntax selector
// (esquery's regular expressions cannot hold a slash).
const dynamicImport = (regex, message) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\x2F")}/]`,
  message,
});

function refuse(files, regex, message, zodMini) {
  return {
    files,
    rules: {
      "no-restricted-imports": ["error", { paths: [zodMini], patterns: [{ regex, message }] }],
      "no-restricted-syntax": ["error", dynamicImport(regex, message)],
    },
  };
}

/** One config block per layer below the features, one per feature. */
export function layerRules(zodMini) {
  const below = LAYERS.slice(0, -1).map((layer, index) =>
    refuse(
      [`src/${layer}/**/*.{ts,tsx}`],
      climbingTo(LAYERS.slice(index + 1)),
      `src/${layer} imports only from ${LAYERS.slice(0, index).join(", ") || "itself"}: an import up the layers (${LAYERS.join(" ← ")} ← app) makes a circle.`,
      zodMini,
    ),
  );
  const features = FEATURES.map((feature) =>
    refuse(
      [`src/features/${feature}/**/*.{ts,tsx}`],
      // From a feature's own subfolders, `../x/` is still inside it: only a climb out of the feature (to its siblings) counts.
      climbingTo(FEATURES.filter((other) => other !== feature).concat("features"), ROOT_MODULES),
      `A feature imports entities, lib and components, never another feature: share the code there, or compose the two in the app root (src/*.tsx).`,
      zodMini,
    ),
  );
  return [...below, ...features];
}
