// A verdict's limits and outcomes, apart from its schema so that the fields and filters that
// show them need no zod. The outcomes' words and marks are the entity's (entities/verdict/outcomes.ts).

/** A verdict's outcomes, by their ids (their words in files, the same in every language). */
export const OUTCOMES = ["pass", "fail"] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A tag is a short label; longer text belongs in the note. */
export const TAG_MAX = 40;
export const NOTE_MAX = 10_000;
