/** An import that would start following more than this many tasks asks first: each is a query every few seconds. */
export const FOLLOW_WITHOUT_ASKING = 200;
