import { INPUT_ERROR_CLASS } from "~/components/mantine-classes";
import { type FieldErrors, type FormSchema, formDataToObject, toFieldErrors } from "~/lib/form-data";

/*
 * A "live" form on a plain document (decision 0063): the behaviour of lib/forms.ts's live mode
 * without React. The form is judged by the same zod schema its action uses, bundled into the
 * page's island: Register (every submit button) is enabled only while the form is valid, a field's
 * message shows once the field has been left, the form's alert says when a required field is
 * empty, and the hint under the button shows while it is disabled. The server's messages stay
 * until their field changes (app/islands/site-document.js takes them away). Without JavaScript the
 * form is a plain POST form the server checks.
 */

interface LiveFormOptions {
  /** The alert shown while a field's message is a "… is required" one. */
  missingFieldsMessage: string;
  /** True for a "… is required" message in the page's language (the form's schema writes them). */
  isRequiredMessage: (message: string) => boolean;
}

export function enhanceLiveForm(form: HTMLFormElement, schema: FormSchema, options: LiveFormOptions) {
  // Fields the server marked: their message stays until the field changes, then the schema's shows
  // at once (they count as left, as in lib/forms.ts).
  const serverMarked = new Set(
    Array.from(form.querySelectorAll<HTMLElement>('[aria-invalid="true"][name]'), (field) =>
      String(field.getAttribute("name")),
    ),
  );
  const touched = new Set<string>(serverMarked);
  const alert = form.querySelector<HTMLElement>("[data-live-alert]");
  // A refusal the server wrote (a full webinar, a second booking) stays until the form is sent again.
  const keepsServerAlert = alert !== null && !alert.hidden;
  const hint = form.querySelector<HTMLElement>("[data-live-hint]");

  const check = (): FieldErrors => {
    const parsed = schema.safeParse(formDataToObject(new FormData(form)));
    return parsed.success ? {} : toFieldErrors(parsed.error);
  };

  const show = (errors: FieldErrors) => {
    const isValid = Object.keys(errors).length === 0;
    for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) {
      button.disabled = !isValid;
      button.toggleAttribute("data-disabled", !isValid);
    }
    if (hint) hint.hidden = isValid;
    const shown: string[] = [];
    for (const name of fieldNames(form)) {
      if (serverMarked.has(name)) {
        shown.push(serverMessage(form, name));
        continue;
      }
      const message = touched.has(name) ? errors[name] : undefined;
      setFieldMessage(form, name, message);
      if (message) shown.push(message);
    }
    if (alert && !keepsServerAlert)
      showAlert(alert, shown.some(options.isRequiredMessage) ? options.missingFieldsMessage : null);
  };

  const fieldOf = (event: Event) => (event.target as HTMLInputElement | null)?.name ?? "";
  const onChange = (event: Event) => {
    serverMarked.delete(fieldOf(event));
    show(check());
  };
  form.addEventListener("input", onChange);
  form.addEventListener("change", onChange);
  form.addEventListener("focusout", (event) => {
    const name = fieldOf(event);
    if (name) touched.add(name);
    show(check());
  });
  // Capture: before site-document.js marks the form as sent. Enter in a field of an invalid form
  // sends nothing and shows every message.
  form.addEventListener(
    "submit",
    (event) => {
      const errors = check();
      if (Object.keys(errors).length === 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      for (const name of Object.keys(errors)) touched.add(name);
      show(errors);
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    { capture: true },
  );
  show(check());
}

function fieldNames(form: HTMLFormElement): string[] {
  const names = new Set<string>();
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (name && (element as HTMLInputElement).type !== "hidden") names.add(name);
  }
  return [...names];
}

/** The message the server wrote for a field (Mantine's error element, or the checkbox's). */
function serverMessage(form: HTMLFormElement, name: string): string {
  const field = form.querySelector<HTMLElement>(`[name="${name}"]`);
  return (field?.id && document.getElementById(`${field.id}-error`)?.textContent) || "";
}

/** The field's message as Mantine draws it (a TextInput's or NativeSelect's), or under the checkbox's label. */
function setFieldMessage(form: HTMLFormElement, name: string, message: string | undefined) {
  const field = form.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field?.id) return;
  const errorId = `${field.id}-error`;
  let error = document.getElementById(errorId);
  const root = field.closest<HTMLElement>(".mantine-InputWrapper-root");
  const marked = [field, field.closest<HTMLElement>(".mantine-Input-wrapper"), root];
  const describedBy = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== errorId);
  if (!message) {
    error?.remove();
    field.removeAttribute("aria-invalid");
    for (const element of marked) element?.removeAttribute("data-error");
    if (describedBy.length) field.setAttribute("aria-describedby", describedBy.join(" "));
    else field.removeAttribute("aria-describedby");
    return;
  }
  if (!error) {
    error = document.createElement("p");
    error.id = errorId;
    if (root) {
      error.className = INPUT_ERROR_CLASS;
      error.dataset.size = "sm";
      error.style.setProperty(
        "--input-error-size",
        "calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))",
      );
      root.append(error);
    } else {
      // A plain checkbox names its message's class itself (components/privacy-consent-checkbox.tsx).
      error.className = field.dataset.errorClass ?? "";
      (field.closest("label") ?? field).after(error);
    }
  }
  error.textContent = message;
  field.setAttribute("aria-invalid", "true");
  for (const element of marked) element?.setAttribute("data-error", "true");
  field.setAttribute("aria-describedby", [...describedBy, errorId].join(" "));
}

/** Shows the alert with its message (written after it is shown, so a screen reader announces it), or hides it. */
function showAlert(alert: HTMLElement, message: string | null) {
  if (!message) {
    alert.hidden = true;
    return;
  }
  if (!alert.hidden && alert.textContent === message) return;
  alert.hidden = false;
  alert.textContent = message;
}
