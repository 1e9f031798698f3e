// What the video prompt needs only once it holds a bracket or someone reaches for the palette:
// a chunk of its own, loaded by use-prompt-tools.ts.
export { scanBrackets } from "../../contract/bracket-structure.ts";
export { insertMoves } from "./insert-at-caret.ts";
export { bracketProblemText, directiveWarningText } from "./checks/prompt-warnings.ts";
