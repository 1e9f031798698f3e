import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { keptBlob, keptQueries } from "../../../lib/kept-files.ts";
import { queries } from "../../../lib/queries.ts";
import type { Reach } from "../../../lib/files/result-bytes.ts";
import { resultTools } from "./tools/tools.ts";

/** Which result URLs are kept in this browser. */
export function useKeptFiles() {
  return useQuery(keptQueries.files()).data ?? [];
}

/** A blob: URL of the kept copy of `url` while it is shown, or null (none, or not read yet). */
export function useKeptSrc(url: string | null): string | null {
  const [src, setSrc] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    if (!url) return;
    let objectUrl: string | null = null;
    let live = true;
    void keptBlob(url).then((blob) => {
      if (!blob || !live) return;
      objectUrl = URL.createObjectURL(blob);
      setSrc({ url, src: objectUrl });
    });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return url && src?.url === url ? src.src : null;
}

/** Keep or forget a task's files; the deck's totals follow. */
export function useKeepActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keptQueries.files().queryKey });
  return {
    /** Fetches every file first: nothing is stored unless all of them could be read. */
    keep: async (urls: string[], reach: Reach) => {
      const { askPersistence, keepFile, resultBlob } = await resultTools();
      void askPersistence();
      const blobs = await Promise.all(urls.map((url) => resultBlob(url, reach)));
      await Promise.all(urls.map((url, i) => keepFile(url, reach.requestId ?? "", blobs[i]!)));
      await refresh();
    },
    /** Whether the links still work is asked again: they may have expired while the copies were kept. */
    forget: async (urls?: string[]) => {
      await (await resultTools()).forgetKept(urls);
      await refresh();
      await queryClient.invalidateQueries({ queryKey: queries.fileHeads() });
    },
  };
}
