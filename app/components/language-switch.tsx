import { useLocation } from "react-router";
import { currentLocale } from "~/lib/i18n/current-locale";
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES } from "~/lib/i18n/locales";
import * as m from "./language-switch.messages";

/**
 * The language switch of the header and footer (decision 0106-languages): a plain POST form, so it
 * works on a plain document without JavaScript. The server remembers the choice (cookie, and the
 * profile when signed in) and comes back to the same page in that language. Each language is named
 * in itself and marked with its `lang`, so a screen reader says it right.
 */
export function LanguageSwitch({
  className,
  buttonClassName,
  compact = false,
}: {
  className?: string;
  buttonClassName?: string;
  /** The header's: each language shown by its code ("AF"), its name said to screen readers. */
  compact?: boolean;
}) {
  const { pathname, search } = useLocation();
  const current = currentLocale();
  return (
    <form method="post" action="/language" className={className}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <fieldset>
        <legend className={compact ? "visually-hidden" : undefined}>{m.languageLegend()}</legend>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="submit"
            name="locale"
            value={locale}
            lang={LOCALE_TAGS[locale]}
            aria-pressed={locale === current}
            title={m.chooseLanguage({ language: LOCALE_NAMES[locale] }, locale)}
            className={buttonClassName}
          >
            {compact ? (
              <>
                <span aria-hidden="true">{locale.toUpperCase()}</span>
                <span className="visually-hidden">{LOCALE_NAMES[locale]}</span>
              </>
            ) : (
              LOCALE_NAMES[locale]
            )}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
