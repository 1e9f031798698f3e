// A verdict's limits, apart from its schema so that the fields and filters that show them
// need no zod.

export const RATINGS = [1, 2, 3, 4, 5] as const;

/** A tag is a short label; longer text belongs in the note. */
export const TAG_MAX = 40;
export const NOTE_MAX = 10_000;
