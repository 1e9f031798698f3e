import { interfaceMoveLanguage, type MoveLanguage } from "../../contract/camera-directives.ts";

const HAN = /\p{Script=Han}/u;
const LETTER = /\p{L}/u;
// What a bracket holds is moves, not the prompt's language: "A fox [推进]" is an English prompt.
const BRACKETED = /[[【][^\]】\r\n]*[\]】]?/g;

/**
 * The language the palette writes moves in until the user picks one: the prompt's own (Chinese
 * as soon as its words have a Chinese character), judged by its moves when it holds nothing else,
 * and the interface's for an empty prompt.
 */
export function defaultMoveLanguage(prompt: string, interfaceLocale: string): MoveLanguage {
  const words = prompt.replace(BRACKETED, " ");
  const judged = LETTER.test(words) ? words : prompt;
  if (HAN.test(judged)) return "zh";
  if (LETTER.test(judged)) return "en";
  return interfaceMoveLanguage(interfaceLocale);
}
