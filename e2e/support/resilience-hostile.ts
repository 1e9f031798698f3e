import type { ServerResponse } from "node:http";
import { test as base } from "@playwright/test";
import { startAppProcess, type AppProcess } from "../../server/test/app-process.ts";
import { envelope, ScriptedUpstream, type Answer } from "./scripted-upstream.ts";

// A service that answers what no real one should, behind a production server in proxy mode,
// so the page meets it exactly as it would meet the real service. Tests in parallel share it:
// each scripts its own scenario, named by a marker that only its prompts hold.

const TOKEN = "sk-hostile-service";

export type Scenario = {
  /** What the submission gets; by default a new task, SUBMITTING. */
  submit?: (requestId: string) => Answer;
  /** What the n-th query for the task gets (n from 1); by default the task, still SUBMITTED. */
  query?: (requestId: string, n: number) => Answer;
};

export class HostileService {
  readonly upstream = new ScriptedUpstream(TOKEN);
  proxy: AppProcess | null = null;
  readonly #scenarios = new Map<string, Scenario>();

  get url(): string {
    return this.proxy!.url;
  }

  async start(): Promise<void> {
    await this.upstream.start();
    this.upstream.onSubmit = (body, count) => {
      const name = [...this.#scenarios.keys()].find((key) => JSON.stringify(body).includes(key));
      const id = `${name ?? "unscripted"}-r${count}`;
      return this.#scenarios.get(name ?? "")?.submit?.(id) ?? envelope(id, { status: "SUBMITTING" });
    };
    this.upstream.onQuery = (id, count) => {
      const name = id.replace(/-r\d+$/, "");
      return this.#scenarios.get(name)?.query?.(id, count) ?? envelope(id);
    };
    this.proxy = await startAppProcess({ UPSTREAM_BASE_URL: this.upstream.url, UPSTREAM_TOKEN: TOKEN });
  }

  async stop(): Promise<void> {
    await this.proxy?.stop();
    await this.upstream.stop();
  }

  /** A submission whose body holds `name` gets request_id `<name>-r<n>`, and this script. */
  script(name: string, scenario: Scenario): void {
    this.#scenarios.set(name, scenario);
  }
}

/**
 * The Playwright test with a hostile service of its own, and `page` opened on its proxy
 * (`baseURL` is the proxy's address). Each test's: the proxy's workspace is shared by its pages,
 * so a test sharing it would take in another's hostile records.
 */
export const test = base.extend<{ hostile: HostileService }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  hostile: async ({}, use) => {
    const service = new HostileService();
    await service.start();
    await use(service);
    await service.stop();
  },
  baseURL: async ({ hostile }, use) => use(hostile.url),
});

/** What the huge answers put on the wire: bytes, and how many went out whole. */
export type Tally = { bytes: number; whole: number };

/**
 * A task record in its envelope that runs to `bytes` bytes (the filler sits in fail_reason),
 * streamed without a Content-Length, so the client learns its size only by reading it.
 */
export function hugeAnswer(requestId: string, bytes: number, tally: Tally): Answer {
  return {
    body: (res: ServerResponse) => {
      const chunk = Buffer.alloc(1024 * 1024, "x");
      let left = bytes;
      const write = (data: string | Buffer) => {
        tally.bytes += Buffer.byteLength(data);
        return res.write(data);
      };
      // Stops as soon as the other end hangs up; waits whenever the other end is slow to read.
      const pump = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          if (!write(chunk)) return void res.once("drain", pump);
        }
        if (res.destroyed) return;
        res.end('"}}');
        tally.whole++;
      };
      res.on("error", () => undefined);
      write(
        `{"code":"success","message":"","data":{"request_id":"${requestId}","status":"IN_PROGRESS","fail_reason":"`,
      );
      pump();
    },
  };
}
