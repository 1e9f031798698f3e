import { randomInt } from "node:crypto";

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => randomInt(10)).join("");
}

function randomLetters(count: number): string {
  return Array.from({ length: count }, () => LETTERS[randomInt(LETTERS.length)]).join("");
}

function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/\D/g, "").slice(0, 17);
}

/** Shaped like the service's ids: `20250829155118560120000jnBOAS1q` (UTC time digits, random digits, letters). */
export function newRequestId(nowMs: number): string {
  return `${stamp(nowMs)}${randomDigits(6)}${randomLetters(8)}`;
}

/** MiniMax task ids are long decimal numbers. */
export function newVideoTaskId(): string {
  return `${1 + randomInt(9)}${randomDigits(14)}`;
}

/** Seed3D task ids, as the upstream vendor prints them. */
export function new3dTaskId(nowMs: number): string {
  return `cgt-${stamp(nowMs).slice(0, 14)}-${randomLetters(5).toLowerCase()}`;
}
