// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const confirmYourEmailAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig u e-posadres` : locale === "zu" ? `Qinisekisani ikheli lenu le-imeyili` : `Confirm your email address`;
export const confirmMyEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig my e-pos` : locale === "zu" ? `Qinisekisa i-imeyili yami` : `Confirm my email`;
export const youAlreadyHaveACampus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het reeds 'n Campus-rekening` : locale === "zu" ? `Senivele ninayo i-akhawunti ye-Campus` : `You already have a Campus account`;
export const chooseANewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord` : locale === "zu" ? `Khethani iphasiwedi entsha` : `Choose a new password`;
export const passwordMustBeAtMost = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord mag hoogstens 128 karakters wees` : locale === "zu" ? `Iphasiwedi kumele ibe nezinhlamvu ezingu-128 kuphela` : `Password must be at most 128 characters`;
export const passwordMustBeAtLeast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord moet ten minste 8 karakters wees` : locale === "zu" ? `Iphasiwedi kumele ibe nezinhlamvu okungenani ezingu-8` : `Password must be at least 8 characters`;
export const passwordIsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wagwoord word vereis` : locale === "zu" ? `Iphasiwedi iyadingeka` : `Password is required`;
export const thisResetLinkIsInvalid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie herstelskakel is ongeldig of het verval.` : locale === "zu" ? `Lesi sixhumanisi sokusetha kabusha asisebenzi noma siphelelwe yisikhathi.` : `This reset link is invalid or has expired.`;
export const repeatTheNewPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Herhaal die nuwe wagwoord` : locale === "zu" ? `Phindani iphasiwedi entsha` : `Repeat the new password`;
export const theTwoPasswordsDoNot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die twee wagwoorde stem nie ooreen nie` : locale === "zu" ? `Amaphasiwedi womabili awafani` : `The two passwords do not match`;
export const enterYourCurrentPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik u huidige wagwoord in` : locale === "zu" ? `Fakani iphasiwedi yenu yamanje` : `Enter your current password`;
export const chooseANewPasswordThat = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n nuwe wagwoord wat van die huidige een verskil` : locale === "zu" ? `Khethani iphasiwedi entsha ehlukile kweyamanje` : `Choose a new password that differs from the current one`;
export const yourSessionHasEndedSign = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U sessie het verstryk. Meld weer aan om u wagwoord te verander.` : locale === "zu" ? `Iseshini yenu iphelile. Ngenani futhi ukuze nishintshe iphasiwedi yenu.` : `Your session has ended. Sign in again to change your password.`;
export const thisAccountHasNoPassword = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie rekening het nog geen wagwoord om te verander nie. Gebruik Wagwoord vergeet op die aanmeldbladsy om een te stel.` : locale === "zu" ? `Le akhawunti ayikabi nayo iphasiwedi yokushintshwa. Sebenzisani okuthi Ukhohlwe iphasiwedi ekhasini lokungena ukuze nisethe eyodwa.` : `This account has no password to change yet. Use Forgot password on the sign-in page to set one.`;
export const confirmAccountSubject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bevestig u Campus-rekening` : locale === "zu" ? `Qinisekisani i-akhawunti yenu ye-Campus` : `Confirm your Campus account`;
export const existingAccountSubject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand het probeer registreer met u e-pos` : locale === "zu" ? `Othile uzame ukubhalisa nge-imeyili yenu` : `Someone tried to sign up with your email`;
export const hello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const confirmIntroduction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie dat u by Campus geregistreer het. Volg die skakel hieronder om te bevestig dat dit u e-posadres is en om u registrasie te voltooi. Die skakel werk vir 24 uur.` : locale === "zu" ? `Siyabonga ngokubhalisa ku-Campus. Landelani isixhumanisi esingezansi ukuze niqinisekise ukuthi leli yikheli lenu le-imeyili futhi niqedele ukubhalisa. Isixhumanisi sisebenza amahora angu-24.` : `Thank you for signing up to Campus. Follow the link below to confirm this is your email address and finish signing up. The link works for 24 hours.`;
export const confirmIgnore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As u nie geregistreer het nie, kan u hierdie e-pos ignoreer: geen rekening word sonder hierdie skakel oopgemaak nie.` : locale === "zu" ? `Uma ningabhalisanga, ningayinaki le imeyili: ayikho i-akhawunti evulwayo ngaphandle kwalesi sixhumanisi.` : `If you did not sign up, you can ignore this email: no account is opened without this link.`;
export const existingIntroduction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand, dalk u, het probeer om met hierdie e-posadres by Campus te registreer. U het reeds 'n rekening, dus het niks verander nie.` : locale === "zu" ? `Othile, mhlawumbe yinina, uzame ukubhalisa ku-Campus ngaleli kheli le-imeyili. Senivele ninayo i-akhawunti, ngakho akukho okushintshile.` : `Someone, perhaps you, tried to sign up to Campus with this email address. You already have an account, so nothing has changed.`;
export const existingSignIn = (values: { signInUrl: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Om dit te gebruik, meld aan by ${values.signInUrl}. As u u wagwoord vergeet het, kies 'n nuwe een met die skakel hieronder.` : locale === "zu" ? `Ukuze niyisebenzise, ngenani ku-${values.signInUrl}. Uma nikhohlwe iphasiwedi yenu, khethani entsha ngesixhumanisi esingezansi.` : `To use it, sign in at ${values.signInUrl}. If you have forgotten your password, choose a new one with the link below.`;
export const existingIgnore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As dit nie u was nie, kan u hierdie e-pos ignoreer: u rekening en wagwoord bly soos dit is.` : locale === "zu" ? `Uma bekungeyona nina, ningayinaki le imeyili: i-akhawunti yenu nephasiwedi kuhlala kunjalo.` : `If it was not you, you can ignore this email: your account and password stay as they are.`;
export const seconds = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} sekonde`, other: `${values.count} sekondes` }) : locale === "zu" ? plural(locale, values.count, { one: `umzuzwana ongu-${values.count}`, other: `imizuzwana engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} second`, other: `${values.count} seconds` });
export const minutes = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} minuut`, other: `${values.count} minute` }) : locale === "zu" ? plural(locale, values.count, { one: `umzuzu ongu-${values.count}`, other: `imizuzu engu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} minute`, other: `${values.count} minutes` });
export const tooManySignInAttempts = (values: { wait: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel mislukte aanmeldpogings. Wag asseblief ${values.wait} en probeer weer.` : locale === "zu" ? `Kunemizamo eminingi kakhulu yokungena ehlulekile. Sicela nilinde ${values.wait} bese nizama futhi.` : `Too many failed sign-in attempts. Please wait ${values.wait} and try again.`;
export const tooManyWrongPasswords = (values: { wait: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Te veel verkeerde wagwoorde. Wag asseblief ${values.wait} en probeer weer.` : locale === "zu" ? `Amaphasiwedi angalungile maningi kakhulu. Sicela nilinde ${values.wait} bese nizama futhi.` : `Too many wrong passwords. Please wait ${values.wait} and try again.`;
export const noPermission = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het nie toestemming om hierdie bladsy oop te maak nie.` : locale === "zu" ? `Awunayo imvume yokuvula leli khasi.` : `You do not have permission to open this page.`;
export const fieldName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const fieldEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
