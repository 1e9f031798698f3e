const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_PER_ANSWER = 1000;
const MAX_DEPTH = 8;

/**
 * Result file URLs the upstream service has handed out recently. The file proxy fetches only
 * these, so it cannot be used to reach arbitrary hosts (or this server's own network).
 */
export class SeenUrls {
  readonly #expiry = new Map<string, number>();

  constructor(
    readonly limit = 20_000,
    readonly ttlMs = DAY_MS,
    readonly now: () => number = Date.now,
  ) {}

  /** Records the http(s) URLs found anywhere in a JSON answer. */
  addFrom(json: unknown) {
    const found = new Set<string>();
    collect(json, found, 0);
    for (const url of found) {
      this.#expiry.delete(url);
      this.#expiry.set(url, this.now() + this.ttlMs);
    }
    // Maps iterate in insertion order, so the first keys are the oldest.
    for (const url of this.#expiry.keys()) {
      if (this.#expiry.size <= this.limit) break;
      this.#expiry.delete(url);
    }
  }

  has(url: string): boolean {
    const expiry = this.#expiry.get(url);
    if (expiry === undefined) return false;
    if (expiry > this.now()) return true;
    this.#expiry.delete(url);
    return false;
  }
}

function collect(value: unknown, found: Set<string>, depth: number) {
  if (found.size >= MAX_PER_ANSWER || depth > MAX_DEPTH) return;
  if (typeof value === "string") {
    if (/^https?:\/\//i.test(value) && URL.canParse(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found, depth + 1);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, found, depth + 1);
  }
}
