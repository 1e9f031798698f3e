import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import pluginLingui from "eslint-plugin-lingui";
import tseslint from "typescript-eslint";

// The folders whose texts for people all come from the catalogs (see the lingui rule below).
const LOCALIZED = [
  "src/i18n/**/*.{ts,tsx}",
  "src/components/app-header.tsx",
  "src/components/language-switch.tsx",
  "src/lib/format-*.ts",
  "src/features/tasks/{gallery,lightbox,compare}/**/*.{ts,tsx}",
  // The task deck's own files (the shell's, the gallery's, the lightbox's and compare's are listed by their owners).
  "src/features/tasks/{card,status,selection,view}/**/*.{ts,tsx}",
  "src/features/tasks/verdict/{lazy-verdict-panel,note-field,pinned-notes,rating-field,tag-field,verdict-panel}.tsx",
  "src/features/tasks/verdict/{pin-source,review-keys,use-review-keys}.ts",
  "src/features/tasks/results/*.{ts,tsx}",
  "src/features/tasks/history/{history-toolbar,virtual-task-list}.tsx",
  "src/features/tasks/{deck-card,deck-views,filled-deck,follow-notes,remedy-button,remove-dialog,task-list}.tsx",
  "src/features/tasks/{finished-while-hidden,use-status-announcer}.ts",
  "src/features/runs/**/*.{ts,tsx}",
  "src/features/composer/matrix-!(switch).{ts,tsx}",
  "src/app.tsx",
  "src/components/**/*.{ts,tsx}",
  "src/lib/**/*.{ts,tsx}",
  "src/features/tasks/deck-section.tsx",
  "src/features/tasks/task-deck-pane.tsx",
  "src/features/tasks/use-history-transfer.ts",
  "src/features/tasks/history/transfer-buttons.tsx",
  "src/features/tasks/verdict/use-verdict-book.ts",
  // The composer, but for the run builder (matrix-*, the runs' catalog) other than its switch.
  "src/features/composer/[!m]*.{ts,tsx}",
  "src/features/composer/m[!a]*.{ts,tsx}",
  "src/features/composer/matrix-switch.tsx",
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "playwright-report", "test-results", "bench/results*", "**/*.tmp.*"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import "zod/mini" in the browser code: classic zod adds ~17 KB gzip.' }] },
      ],
    },
    extends: [
      reactHooks.configs.flat["recommended-latest"],
      jsxA11y.flatConfigs.strict,
      pluginQuery.configs["flat/recommended"],
    ],
  },
  {
    // Words meant for people come from the catalogs (src/locales): a literal sentence in a
    // component fails here. Each folder joins this list once its texts are in the catalogs.
    files: LOCALIZED,
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { lingui: pluginLingui },
    rules: {
      "lingui/no-unlocalized-strings": [
        "error",
        {
          // Not words: no letters; one token without spaces that does not start with a capital
          // (keys, ids, MIME types, URLs); a constant's NAME; Tailwind classes (no capital, a - or :).
          ignore: ["^[^A-Za-z]*$", "^(?![A-Z])[^\\s]+$", "^[A-Z0-9_]+$", "^(?=.*[-:])[^A-Z]*$", "^Taskdeck$"],
          ignoreNames: [
            {
              regex: {
                pattern:
                  "^(className|.*ClassName|type|role|id|htmlFor|key|name|href|src|target|rel|lang|method|mode|variant|autoComplete|inputMode|accept|form|as|size|align|side|tone|kind|status|dir|enterKeyHint|spellCheck|wrap|data-.*|aria-(controls|describedby|labelledby|owns|live|current|haspopup|relevant|autocomplete|sort|orientation))$",
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
  {
    files: ["server/**/*.ts", "scripts/**/*.ts", "e2e/**/*.ts", "*.config.{ts,js}"],
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
