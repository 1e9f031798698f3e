/// <reference types="vitest/config" />
import { defineConfig, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { apiPlugin } from "./server/app/vite-plugin.ts";
import { themeScriptPlugin } from "./server/app/theme-script.ts";
import { basisWorkerPlugin } from "./scripts/basis-worker.ts";
import { decoderFilesPlugin } from "./scripts/decoder-files.ts";
import { linguiMacrosPlugin } from "./scripts/lingui-macros.ts";
import { startUpChunks } from "./scripts/start-up-chunks.ts";

// The access pages (access.html: signing in, the first owner, joining, people; src/access/) are a
// build of their own, beside the app's in the same `vite build`. In one build with two entries,
// the modules both use are one copy, tree-shaken for both: the access pages' email check (zod's
// string formats) would land in the app's start-up chunk, whose budget has no room for it, and
// the sign-in page would fetch the app's start-up and composer chunks for React and its forms.
// Only `vite build` makes it: `vite` serves access.html as it is, and build() (the bundle budget's
// scripts/bundle-size.ts) builds the app alone. It writes into the same folder after the app:
// its manifest apart, the public folder not copied twice.
const accessPagesBuild = {
  builder: {},
  environments: {
    access: {
      consumer: "client",
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: ".vite/access-manifest.json",
        // Its own chunks: not the app's start-up groups (scripts/start-up-chunks.ts).
        rolldownOptions: { input: "access.html", output: { codeSplitting: true } },
      },
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command, mode }) => ({
  ...(command === "build" ? accessPagesBuild : {}),
  plugins: [
    react(),
    // Lingui's macros (t, Trans, plural) become catalog lookups; its plugin compiles the .po
    // catalogs on import. Only the app's own sources that use a macro are run through Babel.
    linguiMacrosPlugin(),
    lingui(),
    tailwindcss(),
    // Not in Vitest's own Vite server (mode "test"): it would open the workspace in data/ and
    // start the server's work there (following its tasks, the sweeps) for every test run, and its
    // timers kept the test process from exiting. The tests that serve the app under Vite
    // (server/app/vite-*.test.ts) start a server of their own, in development mode, with it.
    mode === "test" ? null : apiPlugin(),
    themeScriptPlugin(),
    // The 3D viewer's worker is the app's alone.
    { ...basisWorkerPlugin(), applyToEnvironment: (environment) => environment.name === "client" },
    decoderFilesPlugin(),
  ],
  // The 3D viewer's chunk (three.js) is large by nature and loads only when a 3D result is shown.
  // No modulepreload polyfill: every browser that runs es2022 modules supports modulepreload, so
  // its bytes would be paid by everyone before the first interaction for nobody's benefit.
  // What a first and a returning visit load at start are one chunk each (scripts/start-up-chunks.ts).
  build: {
    manifest: true,
    target: "es2022",
    chunkSizeWarningLimit: 700,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: startUpChunks } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // The workspace's PostgreSQL, found or started as .ci/run does.
          globalSetup: [
            "server/test/run-tmp-folder.ts",
            "server/test/postgres-setup.ts",
            "server/test/workspace-untouched.ts",
          ],
          setupFiles: ["src/test/i18n-setup.ts"],
          include: [
            "src/contract/**/*.test.ts",
            "src/**/*.node.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          // Component tests drive a real sandbox over HTTP; under a loaded CI machine they need headroom.
          testTimeout: 20_000,
          globalSetup: ["server/test/run-tmp-folder.ts"],
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/contract/**", "src/**/*.node.test.ts"],
          setupFiles: ["src/test/setup.ts", "src/test/i18n-setup.ts"],
        },
      },
    ],
  },
}));
