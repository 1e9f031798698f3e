import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
