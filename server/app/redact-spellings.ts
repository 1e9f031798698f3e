/**
 * The ways a text answer can carry a token, per character, in any mix: as is; `\` before a
 * punctuation mark (JSON's `\/`, a JavaScript string's `\-`); `\u00XX`; `%XX` (hex either
 * case); and up to three NUL bytes between characters (UTF-16 or UTF-32 without a BOM). A
 * token is a bearer token's characters (config.ts), none of them `\`, `%` or NUL, so at any
 * byte at most one spelling of the next character can go on: the pattern never backtracks.
 */
export function spellingsPattern(token: string): RegExp {
  const characters = [...token].map((char) => {
    const hex = [...char.charCodeAt(0).toString(16).padStart(2, "0")].map(eitherCase).join("");
    const spellings = [escapeRegExp(char), `\\\\u00${hex}`, `%${hex}`];
    if (!/[\da-z]/i.test(char)) spellings.push(`\\\\${escapeRegExp(char)}`);
    return `(?:${spellings.join("|")})`;
  });
  return new RegExp(characters.join("\\x00{0,3}"), "g");
}

/** The most bytes one spelling of `token` can take: six per character, three NULs between. */
export const longestSpelling = (token: string): number => token.length * 6 + (token.length - 1) * 3;

const eitherCase = (digit: string) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

const BACKSLASH = 0x5c;
const U = 0x75;
const isHex = (byte: number) => (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66);

/** Whether the backslashes just before `at` (none before `floor`) are odd in number: the byte at `at` is escaped. */
function escapedAt(text: string, at: number, floor: number): boolean {
  let run = 0;
  while (at - run - 1 >= floor && text.charCodeAt(at - run - 1) === BACKSLASH) run += 1;
  return run % 2 === 1;
}

/**
 * Where the JSON escape holding position `at` begins (`at` itself when none does), reading from
 * `floor`, which no escape spans. A replacement made from there keeps a JSON string valid: the
 * token may begin inside `\u0073` or right after an escaping backslash.
 */
export function escapeStart(text: string, at: number, floor: number): number {
  if (escapedAt(text, at, floor)) return at - 1;
  for (let back = 2; back <= 5 && at - back >= floor; back += 1) {
    const start = at - back;
    if (text.charCodeAt(start) !== BACKSLASH || text.charCodeAt(start + 1) !== U) continue;
    let hex = true;
    for (let i = start + 2; i < at; i += 1) hex &&= isHex(text.charCodeAt(i));
    if (hex && !escapedAt(text, start, floor)) return start;
  }
  return at;
}
