import { PRIVACY_CONSENT_FIELD, PRIVACY_NOTICE_PATH, privacyConsentText } from "~/lib/privacy-consent";
import * as m from "./messages";

const ERROR_CLASS = "privacy-consent-error";

/**
 * The required POPIA consent of a public form: a plain checkbox (no Mantine JavaScript on public
 * pages), the wording, a link to the privacy notice, and the message when it was left unticked.
 * Takes what `checkboxProps(PRIVACY_CONSENT_FIELD)` of lib/forms.ts gives.
 */
export function PrivacyConsentCheckbox({
  idPrefix,
  error,
  defaultChecked,
  onChange,
}: {
  idPrefix: string;
  /** Given by checkboxProps; the field's name is fixed. */
  name?: string;
  error?: string;
  defaultChecked?: boolean;
  onChange?: () => void;
}) {
  const id = `${idPrefix}-${PRIVACY_CONSENT_FIELD}`;
  return (
    <div>
      <label className="plain-checkbox privacy-consent" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={PRIVACY_CONSENT_FIELD}
          required
          defaultChecked={defaultChecked}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // A plain document's live form (app/islands/live-form.ts) writes the message with this class.
          data-error-class={ERROR_CLASS}
        />
        <span>
          {privacyConsentText()}{" "}
          <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
            {m.readPrivacyNotice()}
            <span className="visually-hidden">{m.opensInNewTab()}</span>
          </a>
          <span aria-hidden="true"> *</span>
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={ERROR_CLASS}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
