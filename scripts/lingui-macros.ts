import { transformAsync } from "@babel/core";
import type { Plugin } from "vite";

/**
 * Lingui's macros (t, Trans, msg, plural) become catalog lookups: each of the app's own sources
 * that imports one is run through Babel with Lingui's macro plugin, and nothing else is.
 *
 * Why not @rolldown/plugin-babel, which makes this same call: every version of it declares Node
 * 22.12 or newer, so `npm ci` on Node 20 (which this project supports) warns EBADENGINE; it runs
 * here on Node 20 all the same. @babel/core was already ours (the macro plugin needs it).
 */
export function linguiMacrosPlugin(): Plugin {
  return {
    name: "taskdeck:lingui-macros",
    enforce: "pre",
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: "/macro" },
      async handler(code, id) {
        const file = id.replace(/\?.*$/, "");
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: "module", plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
          plugins: ["@lingui/babel-plugin-lingui-macro"],
        });
        return result?.code ? { code: result.code, map: result.map ?? null } : null;
      },
    },
  };
}
