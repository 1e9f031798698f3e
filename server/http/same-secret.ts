import { timingSafeEqual } from "node:crypto";

/** Whether a secret given matches the one kept, in time that does not tell how much of it did. */
export function sameSecret(kept: string, given: string): boolean {
  const [a, b] = [Buffer.from(kept), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}
