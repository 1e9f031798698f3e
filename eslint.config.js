import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import pluginLingui from "eslint-plugin-lingui";
import tseslint from "typescript-eslint";
import { layerRules } from "./scripts/import-layers.js";

// The page's code is src/; every text for people in it comes from the catalogs (see the lingui rule below);
// the contract (the service's and the sandbox's English) and the tests' helpers are not the app's words.
const LOCALIZED = "src/**/*.{ts,tsx}";
const NOT_LOCALIZED = ["**/*.test.{ts,tsx}", "src/contract/**", "src/test/**"];
const ZOD_MINI = { name: "zod", message: 'Import "zod/mini" in the browser code: classic zod adds ~17 KB gzip.' };

export default tseslint.config(
  { ignores: ["dist", "node_modules", "playwright-report", "test-results", "bench/results*", "**/*.tmp.*"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [LOCALIZED],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": ["error", { paths: [ZOD_MINI] }],
    },
    extends: [
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.strict,
      pluginQuery.configs["flat/recommended"],
    ],
  },
  {
    // Words meant for people come from the catalogs (src/locales): a literal sentence in a
    // component fails here.
    files: [LOCALIZED],
    ignores: NOT_LOCALIZED,
    plugins: { lingui: pluginLingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          // Not words: no letters; one token without spaces that does not start with a capital
          // (keys, ids, MIME types, URLs); a constant's NAME; Tailwind classes (no capital, a - or :);
          // an error class's name. A `name` property is not exempt: src/lib once named a service in English so.
          ignore: [
            "^[^A-Za-z]*$",
            "^(?![A-Z])[^\\s]+$",
            "^[A-Z0-9_]+$",
            "^(?=.*[-:])[^A-Z]*$",
            "^Taskdeck$",
            "^[A-Z][A-Za-z]*Error$",
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|.*ClassName|type|role|id|htmlFor|key|href|src|target|rel|lang|method|mode|variant|autoComplete|inputMode|accept|form|as|size|align|side|tone|kind|status|dir|enterKeyHint|spellCheck|wrap|data-.*|aria-(controls|describedby|labelledby|owns|live|current|haspopup|relevant|autocomplete|sort|orientation))$",
              },
            },
          ],
          ignoreFunctions: [
            "console.*",
            "*.addEventListener",
            "*.removeEventListener",
            "*.querySelector",
            "*.querySelectorAll",
            "*.getItem",
            "*.setItem",
            "*.removeItem",
            "*.postMessage",
            "*.startsWith",
            "*.endsWith",
            "*.includes",
            "*.split",
            "*.join",
            "*.replace",
            "*.replaceAll",
            "*.toLocaleString",
            "new URL",
            "new Intl.*",
            "Intl.*",
            "import",
            "cellKey",
            "*.get",
            "*.has",
            "*.set",
            "*.delete",
            "*.closest",
            "*.matches",
            "*.setAttribute",
            "*.getAttribute",
          ],
        },
      ],
    },
  },
  // Features import downward only, and never one another (scripts/import-layers.js).
  ...layerRules(ZOD_MINI),
  {
    files: ["server/**/*.ts", "scripts/**/*.{ts,js}", "e2e/**/*.ts", "*.config.{ts,js}"],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
      // Two merges each adding the same import once slipped past the type check.
      "no-duplicate-imports": ["error", { includeExports: false, allowSeparateTypeImports: true }],
    },
  },
  {
    files: ["server/main.ts", "server/sandbox/main.ts", "scripts/**/*.ts"],
    rules: { "no-console": "off" },
  },
);
