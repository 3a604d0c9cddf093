// Generated from privacy-consent.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "./i18n/current-locale.ts";
import type { Locale } from "./i18n/locales.ts";

export const privacyConsentText = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ek stem in dat die persoonlike inligting op hierdie vorm gebruik mag word om my versoek te beantwoord en te lewer wat ek vra, soos die privaatheidskennisgewing in ons bepalings beskryf (POPIA). Ek mag enige tyd vra om dit te sien of te skrap.` : locale === "zu" ? `Ngiyavuma ukuthi imininingwane yami yomuntu siqu ekuleli fomu ingasetshenziswa ukuphendula isicelo sami nokunikeza engikucelayo, njengoba isaziso sobumfihlo emigomeni yethu sichaza (POPIA). Ngingacela ukuyibona noma ukuyisusa noma nini.` : `I agree that the personal information on this form may be used to answer my request and to deliver what I ask for, as the privacy notice in our terms describes (POPIA). I may ask to see or delete it at any time.`;
export const privacyConsentMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk die blokkie om in te stem tot die gebruik van u persoonlike inligting` : locale === "zu" ? `Maka ibhokisi ukuze uvume ukusetshenziswa kwemininingwane yakho yomuntu siqu` : `Tick the box to agree to the use of your personal information`;
