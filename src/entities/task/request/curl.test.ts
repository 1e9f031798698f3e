import { describe, expect, it } from "vitest";
import { curlCommand } from "./curl.ts";
import { elideDataUris } from "./elide-data-uris.ts";

describe("curlCommand", () => {
  it("writes the token as $TOKEN and quotes the body for the shell", () => {
    const command = curlCommand("https://api.example.com/", { model: "m/x", prompt: "it's [Pan left]" });
    expect(command).toContain(`curl -X POST 'https://api.example.com/api/v1/tasks/generations'`);
    expect(command).toContain(`-H "Authorization: Bearer $TOKEN"`);
    expect(command).toContain(`it'\\''s [Pan left]`);
  });

  it("sends no Authorization through a server that adds the token itself", () => {
    const command = curlCommand("https://taskdeck.example", { model: "m/x" }, { withToken: false });
    expect(command).not.toContain("Authorization");
    expect(command).toContain("-H 'Content-Type: application/json'");
  });

  it("round-trips the body through a POSIX shell's quoting", () => {
    const body = { prompt: `quotes ' " $HOME \`x\` \\ done` };
    const quoted = curlCommand("http://h", body).split("--data-raw ")[1]!;
    // Undo single-quote shell quoting: '…' segments joined by \'
    const unquoted = quoted.slice(1, -1).split(`'\\''`).join("'");
    expect(JSON.parse(unquoted)).toEqual(body);
  });
});

describe("elideDataUris", () => {
  it("shortens long data URIs for display and leaves everything else", () => {
    const uri = `data:image/png;base64,${"A".repeat(5000)}`;
    const shown = elideDataUris({ image: uri, prompt: "data: short", list: [uri] }) as Record<string, unknown>;
    expect(shown.image).toMatch(/^data:image\/png;base64,A+…\(5,022 characters\)$/);
    expect(shown.prompt).toBe("data: short");
    expect((shown.list as string[])[0]).toContain("5,022 characters");
  });
});
