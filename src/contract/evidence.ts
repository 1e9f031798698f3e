/** How sure we are of a fact: a public page says it, or it is our best reading of what pages say. */
export type Evidence = { confirmed: boolean; source: string };
