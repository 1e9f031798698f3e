// Every way the tests spell the server's token in an answer: each row must come back redacted,
// in a JSON answer and in a text one (redact-spellings.ts says which ways the proxy knows).

/** A bearer token with each kind of character one may hold: letters, digits, - / + = . _ ~ */
export const SECRET = "sk-Test/tok+en_7f.3a~9c==";

const hex = (char: string) => char.charCodeAt(0).toString(16).padStart(2, "0");
const each = (spell: (char: string, i: number) => string) => [...SECRET].map(spell).join("");

export const SPELLINGS: [name: string, spelling: string][] = [
  ["as is", SECRET],
  ["JSON's \\/ for /", SECRET.replaceAll("/", "\\/")],
  ["\\u for every character", each((c) => `\\u00${hex(c)}`)],
  ["\\u with upper-case hex", each((c) => `\\u00${hex(c).toUpperCase()}`)],
  ["\\u for every other character", each((c, i) => (i % 2 ? `\\u00${hex(c)}` : c))],
  ["\\u and \\/ mixed", each((c, i) => (c === "/" ? "\\/" : i % 3 ? c : `\\u00${hex(c)}`))],
  ["URL-encoded (encodeURIComponent)", encodeURIComponent(SECRET)],
  ["%XX for every character", each((c) => `%${hex(c).toUpperCase()}`)],
  ["%xx lower-case for every character", each((c) => `%${hex(c)}`)],
  ["% for every other character", each((c, i) => (i % 2 ? c : `%${hex(c)}`))],
  ["% and \\u mixed", each((c, i) => [c, `%${hex(c)}`, `\\u00${hex(c)}`][i % 3]!)],
  ["a backslash before each punctuation mark", each((c) => (/\w/.test(c) ? c : `\\${c}`))],
  ["UTF-16LE (no BOM)", each((c) => `${c}\0`)],
  ["UTF-16BE (no BOM)", each((c) => `\0${c}`)],
  ["UTF-32LE (no BOM)", each((c) => `${c}\0\0\0`)],
];
