import { SUCCESS_CODE } from "../../src/contract/record.ts";
import { isLoopbackPeer } from "../http/loopback.ts";
import { isTerminalStatus } from "../../src/contract/status.ts";
import type { FaultBox } from "./faults.ts";
import type { TaskStore } from "./task-store.ts";
import { resultUrls, snapshot } from "./tasks.ts";

// The service POSTs a task's query-shaped record to its `callback_url` whenever the task changes
// (SERVICE-NOTES). So does the sandbox: it looks at each watched task a few times a second, and
// sends the record once its status is not the one sent last. Faults armed `on: "callback"` drop
// a callback (`drop`) or send it twice (`repeat`), as a real network and service may.

const LOOK_EVERY_MS = 250;
/** A receiver that takes longer is given up on (MiniMax's own callbacks wait 3 s). */
const SEND_WITHIN_MS = 3_000;

type Watched = { url: string; filesOrigin: string; lastStatus: string | null };

export class CallbackSender {
  private watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly tasks: TaskStore,
    private readonly faults: FaultBox,
    private readonly now: () => number,
    private readonly taskMs: number,
    private readonly anywhere: boolean,
  ) {}

  /**
   * Sends `requestId`'s record to `url` at each change, from now until it ends. Only to this
   * machine unless SANDBOX_CALLBACKS_ANYWHERE=1: a sandbox anyone can reach, with a public
   * token, must not be made to POST into the network it sits in.
   */
  watch(requestId: string, url: string, filesOrigin: string): void {
    if (!this.anywhere && !onThisMachine(url)) return;
    this.watched.set(requestId, { url, filesOrigin, lastStatus: null });
    this.timer ??= setInterval(() => this.look(), LOOK_EVERY_MS).unref();
  }

  clear(): void {
    this.watched.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private look(): void {
    for (const [requestId, watched] of this.watched) {
      const task = this.tasks.get(requestId);
      if (!task) {
        this.watched.delete(requestId);
        continue;
      }
      const record = snapshot(task, this.now(), this.taskMs, resultUrls(task, watched.filesOrigin));
      if (record.status === watched.lastStatus) continue;
      watched.lastStatus = record.status;
      if (isTerminalStatus(record.status)) this.watched.delete(requestId);
      const fault = this.faults.take("callback", (text) => watched.url.includes(text) || requestId.includes(text));
      if (fault?.kind === "drop") continue;
      const times = fault?.kind === "repeat" ? 2 : 1;
      const body = JSON.stringify({ code: SUCCESS_CODE, message: "", data: record });
      for (let n = 0; n < times; n++) void send(watched.url, body);
    }
    if (this.watched.size === 0) this.clear();
  }
}

/** One POST, not retried: a receiver that is away misses it (polling stays the source of truth). */
async function send(url: string, body: string): Promise<void> {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(SEND_WITHIN_MS),
    });
    await answer.body?.cancel();
  } catch {
    // Away, slow or refusing: as the service, the sandbox does not insist.
  }
}

/** localhost (and its subdomains) or a loopback address, as the URL names its host. */
function onThisMachine(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host.endsWith(".localhost") || isLoopbackPeer(host);
}
