// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const providerUnreachable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens kon nie bereik word nie. Probeer oor 'n paar minute weer.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayitholakalanga. Zama futhi emva kwemizuzu embalwa.` : `The company's sign-in service could not be reached. Try again in a few minutes.`;
export const providerRefused = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het nie bevestig wie u is nie. Begin weer by Meld aan.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayiqinisekisanga ukuthi ungubani. Qala kabusha ku-Ngena.` : `The company's sign-in service did not confirm who you are. Start again from Sign in.`;
export const linkUsed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aanmeldskakel is reeds gebruik of het verval. Begin weer by Meld aan.` : locale === "zu" ? `Lesi sixhumanisi sokungena sesivele sisetshenzisiwe noma siphelelwe yisikhathi. Qala kabusha ku-Ngena.` : `This sign-in link has already been used or has expired. Start again from Sign in.`;
export const answerUsed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie aanmeldantwoord is reeds gebruik of het verval. Begin weer by Meld aan.` : locale === "zu" ? `Le mpendulo yokungena isivele isetshenzisiwe noma iphelelwe yisikhathi. Qala kabusha ku-Ngena.` : `This sign-in answer has already been used or has expired. Start again from Sign in.`;
export const providerSaidNo = (values: { reason: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het die aanmelding geweier: ${values.reason}` : locale === "zu" ? `Insizakalo yokungena yenkampani yenqabile ukungena: ${values.reason}` : `The company's sign-in service refused the sign-in: ${values.reason}`;
export const noEmailSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens het nie u e-posadres gestuur nie.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayilithumelanga ikheli lakho le-imeyili.` : `The company's sign-in service did not send your email address.`;
export const emailNotVerified = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens sê u e-posadres is nie geverifieer nie.` : locale === "zu" ? `Insizakalo yokungena yenkampani ithi ikheli lakho le-imeyili alikaqinisekiswa.` : `The company's sign-in service says your email address is not verified.`;
export const notSetUp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maatskappy se aanmelddiens is nog nie opgestel nie. Vra u IT-span.` : locale === "zu" ? `Insizakalo yokungena yenkampani ayikasethwa. Buza ithimba lakho le-IT.` : `The company's sign-in service is not set up yet. Ask your IT team.`;
export const companySignInInstead = (values: { company: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.company} meld sy mense aan met die maatskappyrekening. Gebruik Gaan voort met u e-posadres om deur ${values.company} se aanmeldbladsy aan te meld.` : locale === "zu" ? `I-${values.company} ingenisa abantu bayo nge-akhawunti yenkampani. Sebenzisa u-Qhubeka nekheli lakho le-imeyili ukuze ungene ngekhasi lokungena le-${values.company}.` : `${values.company} signs its people in with the company account. Use Continue with your email address to sign in through ${values.company}'s sign-in page.`;
