import { lazy, Suspense } from "react";
import { Loading } from "~/components/loading";
import * as m from "./messages";

// TipTap is loaded only when a form with a rich-text field is opened.
const RichTextField = lazy(() => import("./rich-text-field"));

interface LazyRichTextFieldProps {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
}

/**
 * The rich-text field, loaded on demand. While TipTap loads, the field's current value is already in
 * the form: a Save pressed in that moment sends the text unchanged instead of failing the form's check
 * on a missing field (seen on a slow phone, and in CI).
 */
export function LazyRichTextField(props: LazyRichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <>
          <input type="hidden" name={props.name} value={props.defaultValue} />
          <Loading label={m.loadingEditor({ label: props.label.toLowerCase() })} />
        </>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
