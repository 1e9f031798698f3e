import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { MessageList } from "../../../components/message-list.tsx";
import { imageAccept } from "../../../entities/task/checks/image-check.ts";
import { readImageFile } from "../../../entities/task/checks/read-image-file.ts";

/**
 * "Add files" for a Source images axis: each chosen image becomes one more line of the axis (its
 * data URL), checked as the 3D form's own image field checks a file; a file that cannot be used
 * is named with why, and the others are still added.
 */
export function MatrixImageFiles({ onAdd }: { onAdd: (lines: string[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const id = useId();
  const { t } = useLingui();
  const fileProblem = (file: string, problem: string) => t`${file}: ${problem}`;
  const take = async (files: File[]) => {
    const read = await Promise.all(files.map((file) => readImageFile(file, "3d")));
    setProblems(
      read.flatMap((result, i) =>
        "problems" in result ? result.problems.map((p) => fileProblem(files[i]!.name, p)) : [],
      ),
    );
    const lines = read.flatMap((result) => ("dataUri" in result ? [result.dataUri] : []));
    if (lines.length) onAdd(lines);
  };
  return (
    <div className="space-y-1">
      <Button size="sm" onClick={() => input.current?.click()}>
        <Trans>Add files</Trans>
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={imageAccept("3d")}
        aria-label={t`Source image files`}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) void take(files);
        }}
      />
      <div role="alert">
        <MessageList id={id} tone="error" messages={problems} />
      </div>
    </div>
  );
}
