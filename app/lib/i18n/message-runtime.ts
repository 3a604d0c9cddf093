import { LOCALE_TAGS, type Locale } from "./locales.ts";

/**
 * What the generated message functions (messages.ts beside each messages.json, made by
 * scripts/compile-messages.ts) call at run time: only the plural choice, by Intl's rules for the
 * language. Everything else about a message is decided when it is compiled.
 */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

export function plural(locale: Locale, count: number, forms: PluralForms): string {
  if (count === 0 && forms.zero !== undefined) return forms.zero;
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count) as keyof PluralForms;
  return forms[category] ?? forms.other;
}
