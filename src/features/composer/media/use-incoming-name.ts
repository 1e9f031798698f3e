import { useEffect, useState } from "react";
import type { Family } from "../../../contract/families.ts";
import { readImageFile } from "../../../entities/task/checks/read-image-file.ts";
import { useComposerControl } from "../../../lib/composer-control.tsx";

/**
 * The name of the picture last handed over (Use as input) to this family's field, when the
 * field's value is that picture: the draft holds only its data URI, so the field would call it
 * "pasted data". The file is read again as the composer read it (incoming-image.ts), and the
 * name is given only while the value is exactly that data URI.
 */
export function useIncomingName(family: Family, value: string): string | null {
  const { input } = useComposerControl();
  const [incoming, setIncoming] = useState<{ dataUri: string; name: string } | null>(null);
  useEffect(() => {
    if (input?.mode !== family) return;
    let live = true;
    void readImageFile(input.file, family).then((read) => {
      if (live && "dataUri" in read) setIncoming({ dataUri: read.dataUri, name: input.file.name });
    });
    return () => {
      live = false;
    };
  }, [input, family]);
  return incoming?.dataUri === value ? incoming.name : null;
}
