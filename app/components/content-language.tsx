import { Alert, Text } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { TEXT_CLASS } from "~/components/mantine-classes";
import { currentLocale } from "~/lib/i18n/current-locale";
import { isLocale, LOCALE_TAGS, type Locale } from "~/lib/i18n/locales";
import * as m from "./content-language.messages";

/**
 * A course's languages as learners read about them (decision 0108-course-translations).
 * The names come from the catalogue, not Intl, whose English name for zu is "Zulu" where South
 * Africans write "isiZulu".
 */
export function contentLanguageName(of: Locale, locale?: Locale): string {
  if (of === "af") return m.languageNameAf(locale);
  if (of === "zu") return m.languageNameZu(locale);
  return m.languageNameEn(locale);
}

/** Content shown in the course's own language because it has no translation into the reader's. */
export interface ContentLanguage {
  /** The language the content is in (its `lang`). */
  shown: string;
  /** The reader's language, which it is not yet in. */
  requested: string;
}

/** "This lesson is not yet available in isiZulu; it is shown in English." */
export function ContentLanguageNote({
  language,
  of,
}: {
  language: ContentLanguage | null | undefined;
  of: "lesson" | "course";
}) {
  if (!language || !isLocale(language.shown) || !isLocale(language.requested)) return null;
  const words = { language: contentLanguageName(language.requested), original: contentLanguageName(language.shown) };
  return (
    // The note is in the reader's language, inside content marked as the course's.
    <Alert lang={language.requested} color="blue" variant="light" icon={<IconLanguage size={18} aria-hidden="true" />}>
      <Text size="sm">{of === "lesson" ? m.lessonNotTranslated(words) : m.courseNotTranslated(words)}</Text>
    </Alert>
  );
}

/** "Offered in English, isiZulu": the course's own language and its complete translations. */
function offeredInText(languages: readonly string[], locale: Locale = currentLocale()): string {
  const names = languages.filter(isLocale).map((language) => contentLanguageName(language, locale));
  const list = new Intl.ListFormat(LOCALE_TAGS[locale], { style: "short", type: "unit" }).format(names);
  return m.offeredIn({ languages: list }, locale);
}

/** The languages line of a course's card and page; plain markup, as the catalogue's cards are (decision 0055). */
export function OfferedIn({ languages }: { languages: readonly string[] }) {
  return (
    <p className={TEXT_CLASS} data-size="sm" style={{ color: "var(--campus-text-soft)" }}>
      {offeredInText(languages)}
    </p>
  );
}
