// The one call scripts/lingui-macros.ts makes of @babel/core, which ships no types of its own.
declare module "@babel/core" {
  export function transformAsync(
    code: string,
    options: Record<string, unknown>,
  ): Promise<{ code?: string | null; map?: import("vite").Rolldown.SourceMapInput | null } | null>;
}
