// Reads a Server-Sent Events stream over real HTTP as a browser's EventSource would, for tests:
// each event with its name, id and data, waited for one at a time.

export type StreamEvent = { event: string; id: string | null; data: string };

export type EventReader = {
  /** The next event named `name` (others are skipped), or a failure after `ms`. */
  next(name: string, ms?: number): Promise<StreamEvent>;
  close(): void;
};

export async function readEvents(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const answer = await fetch(url, { headers, signal: controller.signal });
  if (answer.status !== 200 || !answer.body)
    throw new Error(`events answered ${answer.status}: ${await answer.text()}`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  const heard: StreamEvent[] = [];
  let buffer = "";
  const pull = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended");
    buffer += value;
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { event: "message", id: null, data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        const [field, ...rest] = line.split(":");
        const text = rest.join(":").replace(/^ /, "");
        if (field === "event") event.event = text;
        else if (field === "id") event.id = text;
        else if (field === "data") data.push(text);
      }
      event.data = data.join("\n");
      if (block.split("\n").some((line) => !line.startsWith(":"))) heard.push(event);
    }
  };
  return {
    async next(name, ms = 5_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = heard.findIndex((event) => event.event === name);
        if (index >= 0) return heard.splice(0, index + 1).at(-1)!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no "${name}" event within ${ms} ms`);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          pull(),
          new Promise(
            (_, reject) => (timer = setTimeout(() => reject(new Error(`no "${name}" event within ${ms} ms`)), left)),
          ),
        ]).finally(() => clearTimeout(timer));
      }
    },
    close: () => controller.abort(),
  };
}
