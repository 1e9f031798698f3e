/** A result's action tools (result-tools.ts), fetched with the first action used. */
export const resultTools = () => import("./result-tools.ts");
