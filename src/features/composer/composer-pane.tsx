import { MEDIA_CATALOGS } from "../../i18n/catalog-areas.ts";
import { importWithCatalogs } from "../../i18n/lazy-with-catalogs.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Family } from "../../contract/families.ts";
import { useQuery } from "@tanstack/react-query";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { Tabs } from "../../components/tabs.tsx";
import { useComposerControl, type ClonedRequest } from "../../lib/composer-control.tsx";
import { lazyModule, useLazyModule } from "../../lib/lazy-module.ts";
import { queries } from "../../lib/queries.ts";
import { draftsFromStored, saveDrafts, type Drafts } from "./drafts.ts";
import type { ThreeDFormValues, VideoFormValues } from "../../entities/task/form-values.ts";
import { VideoForm } from "./video-form.tsx";
import { useIncomingImage } from "./incoming-image.ts";

// Not needed before the 3D tab is first opened: its form and image field load then (or before
// the forms replace a returning visit's stand-in on that tab: src/composer-slot.tsx).
const threeDForm = lazyModule(() => importWithCatalogs(MEDIA_CATALOGS, () => import("./three-d-form.tsx")));
export const loadThreeDForm = threeDForm.load;
const ThreeDForm = lazy(() => threeDForm.load().then((module) => ({ default: module.ThreeDForm })));
const loading = (
  <p className="text-sm text-slate-600">
    <Trans>Loading the 3D form…</Trans>
  </p>
);

/** The composer's forms, once the saved drafts are read (the pane around them is the page's: src/composer-slot.tsx). */
export function ComposerPane() {
  const drafts = useQuery({ ...queries.drafts(), select: draftsFromStored });
  return drafts.data ? (
    <Composer initial={drafts.data} />
  ) : (
    <p className="text-sm text-slate-600">
      <Trans>Loading your draft…</Trans>
    </p>
  );
}

const SAVE_DELAY_MS = 150;

// Reading a sent body back into the form (clone-values.ts) is a chunk of its own, fetched with the first clone.
const cloneReader = lazyModule(() => import("./clone-values.ts"));
type CloneReader = typeof import("./clone-values.ts");

function withClone(saved: Drafts, cloned: ClonedRequest | null, reader: CloneReader | null): Drafts {
  if (!cloned || !reader) return saved;
  const values = reader.valuesFromBody(cloned.mode, cloned.body);
  return values.mode === "video"
    ? { ...saved, mode: "video", video: values.values }
    : { ...saved, mode: "3d", "3d": values.values };
}

function Composer({ initial }: { initial: Drafts }) {
  const { t } = useLingui();
  const { cloned: arrived, field, resent } = useComposerControl();
  // A clone counts once its reader is here: its tab and its values then come together.
  const { module: reader } = useLazyModule(cloneReader, arrived !== null);
  const cloned = reader ? arrived : null;
  const latest = useRef(initial);
  const [mode, setMode] = useState<Family>(initial.mode);
  const [appliedClone, setAppliedClone] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A clone replaces the draft of its mode and shows that tab; its form is remounted (see `key`).
  if (cloned && cloned.serial !== appliedClone) {
    setAppliedClone(cloned.serial);
    setMode(cloned.mode);
  }
  // A card's "Go to the … field" shows that field's tab; its form then focuses the field.
  const [appliedField, setAppliedField] = useState(0);
  if (field && field.serial !== appliedField) {
    setAppliedField(field.serial);
    setMode(field.mode);
  }
  // Retry shows the tab of the task it sends again (its form sends it: see useResend).
  const [appliedResend, setAppliedResend] = useState(0);
  if (resent && resent.serial !== appliedResend) {
    setAppliedResend(resent.serial);
    setMode(resent.mode);
  }
  // Use as input: the picture goes into the draft as it stands, and that tab shows.
  const [pictured, setPictured] = useState<{ serial: number; drafts: Drafts } | null>(null);
  const problem = useIncomingImage((image) => {
    setPictured({ serial: image.serial, drafts: image.into(latest.current) });
    setMode(image.mode);
  });
  // Whichever came last, a clone or a picture, gives its tab's form its start.
  const start =
    pictured && pictured.serial > (cloned?.serial ?? 0) ? pictured.drafts : withClone(initial, cloned, reader);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    void saveDrafts(latest.current);
  }, []);
  const remember = useCallback(
    (patch: Partial<Drafts>) => {
      latest.current = { ...latest.current, ...patch };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );
  // A change made just before leaving is saved, not dropped with its timer.
  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const onVideo = useCallback((video: VideoFormValues) => remember({ video }), [remember]);
  const onThreeD = useCallback((values: ThreeDFormValues) => remember({ "3d": values }), [remember]);
  // Held here, not in the forms: a clone or a picture remounts a form, and its run builder stays.
  const [matrix, setMatrix] = useState(initial.matrix);
  const saveMatrix = useCallback(
    (family: Family, next: unknown) => {
      setMatrix((all) => ({ ...all, [family]: next }));
      remember({ matrix: { ...latest.current.matrix, [family]: next } });
    },
    [remember],
  );
  const select = (next: Family) => {
    setMode(next);
    remember({ mode: next });
  };
  // A form is remounted with its new start whenever a clone or a picture replaces its draft.
  const keyOf = (mode: Family) =>
    Math.max(cloned?.mode === mode ? cloned.serial : 0, pictured?.drafts.mode === mode ? pictured.serial : 0);
  const videoKey = keyOf("video");
  const threeDKey = keyOf("3d");

  return (
    <>
      {problem ? (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <Tabs
        label={t`Kind of request`}
        selected={mode}
        onSelect={select}
        tabs={[
          {
            key: "video",
            label: t`Video`,
            panel: (
              <VideoForm
                key={videoKey}
                initial={start.video}
                onChange={onVideo}
                matrix={{ stored: matrix.video, save: (next) => saveMatrix("video", next) }}
              />
            ),
          },
          {
            key: "3d",
            label: "3D",
            panel: (
              <Suspense fallback={loading}>
                <ThreeDForm
                  key={threeDKey}
                  initial={start["3d"]}
                  onChange={onThreeD}
                  matrix={{ stored: matrix["3d"], save: (next) => saveMatrix("3d", next) }}
                />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}
