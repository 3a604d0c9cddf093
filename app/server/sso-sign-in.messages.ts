// Generated from sso-sign-in.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const isNotAnAddressOf = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} is nie 'n adres van hierdie maatskappy se e-posdomeine nie, dus kan dit nie deur die maatskappy se aanmelddiens aanmeld nie.` : locale === "zu" ? `U-${values.email} akulona ikheli lezizinda ze-imeyili zale nkampani, ngakho ngeke angene ngensizakalo yokungena yenkampani.` : `${values.email} is not an address of this company's email domains, so it cannot sign in through the company's sign-in service.`;
export const thisAccountHasBeenDeactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie rekening is gedeaktiveer. Kontak ons as u dink dit is 'n fout.` : locale === "zu" ? `Le akhawunti ivaliwe. Xhumanani nathi uma nicabanga ukuthi kunephutha.` : `This account has been deactivated. Contact us if you think this is a mistake.`;
export const yourAccountCouldNotBe = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U rekening kon nie aangemeld word nie. Begin weer by Meld aan.` : locale === "zu" ? `I-akhawunti yenu ayikwazanga ukungena. Qalani futhi kokuthi Ngena.` : `Your account could not be signed in. Start again from Sign in.`;
