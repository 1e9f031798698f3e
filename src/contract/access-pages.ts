// Apart from access.ts, whose zod schemas the app's own pages must not bring into their start-up
// chunk: the app links to these pages (the header's account link, the Share dialog).

/** The access pages (access.html): served at these paths; a token travels after `#`, never to a server log. */
export const ACCESS_PAGES = { signIn: "/sign-in", setup: "/setup", join: "/join", people: "/people" } as const;
