import { useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import { paramsOf } from "../../../contract/models.ts";
import { Field, inputClass } from "../../../components/field.tsx";
import { wordError } from "../../../lib/field-error.ts";
import { PARAM_WORDS } from "../../../entities/task/checks/param-labels.ts";
import type { VideoFormValues } from "../../../entities/task/form-values.ts";
import { ImageControl } from "./image-control.tsx";

/**
 * A control for each parameter the chosen catalog model declares (models.ts), built from its
 * spec: a list of the values it offers (or its default), or an image field. The combinations it
 * refuses are the contract's checks, which the form runs before sending.
 */
export default function ParamControls({ model }: { model: string }) {
  const { t, i18n } = useLingui();
  const { register, formState } = useFormContext<VideoFormValues>();
  const params = paramsOf(model);
  if (params.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {params.map(([param, spec]) => {
        const label = i18n._(PARAM_WORDS[param].label);
        const help = i18n._(PARAM_WORDS[param].help);
        const description = spec.evidence.confirmed ? help : t`${help} Unconfirmed on the router.`;
        if (spec.kind === "image")
          return (
            <div key={param} className="sm:col-span-2">
              <ImageControl name={param} label={label} family="video" purpose={description} />
            </div>
          );
        const error = wordError(formState.errors[param], i18n.locale);
        const fallback = String(spec.fallback);
        return (
          <Field key={param} label={label} error={error} description={description}>
            {(ids) => (
              <select
                id={ids.control}
                className={inputClass}
                aria-invalid={error ? true : undefined}
                aria-describedby={ids.describedBy}
                {...register(param, { deps: params.map(([other]) => other) })}
              >
                <option value="">{t`Default (${fallback})`}</option>
                {spec.values.map((value) => (
                  <option key={value} value={String(value)}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      })}
    </div>
  );
}
