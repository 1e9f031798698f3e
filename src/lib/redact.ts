/** Replaces the access token wherever a message from a server repeats it. */
export function redact(text: string, token: string): string {
  return token.length >= 4 ? text.split(token).join("[token]") : text;
}
