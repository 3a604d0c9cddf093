// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const inviteExplainer = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hulle kry 'n e-pos met 'n skakel om hul wagwoord te stel; die rekening is hulle s'n sodra hulle dit doen.` : locale === "zu" ? `Bathola i-imeyili enesixhumanisi sokusetha iphasiwedi yabo; i-akhawunti iba ngeyabo uma sebekwenzile.` : `They get an email with a link to set their password; the account is theirs once they do.`;
export const name = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const email = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const role = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol` : locale === "zu" ? `Indima` : `Role`;
export const status = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const cancel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kanselleer` : locale === "zu" ? `Khansela` : `Cancel`;
export const sendInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stuur uitnodiging` : locale === "zu" ? `Thumela isimemo` : `Send invitation`;
export const deactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gedeaktiveer` : locale === "zu" ? `Ivaliwe` : `Deactivated`;
export const notConfirmedTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die persoon het nog nie die skakel gebruik wat aan hulle gestuur is nie` : locale === "zu" ? `Umuntu akakasisebenzisi isixhumanisi asithunyelelwe` : `The person has not yet used the link mailed to them`;
export const notConfirmed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie bevestig nie` : locale === "zu" ? `Akuqinisekisiwe` : `Not confirmed`;
export const active = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktief` : locale === "zu" ? `Iyasebenza` : `Active`;
export const deactivateTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deaktiveer rekening` : locale === "zu" ? `Vala i-akhawunti` : `Deactivate account`;
export const reactivateTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Heraktiveer rekening` : locale === "zu" ? `Vula i-akhawunti futhi` : `Reactivate account`;
export const deactivateMessage = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} sal afgemeld word en sal nie kan aanmeld voordat die rekening weer geaktiveer is nie. Hul rekords word behou.` : locale === "zu" ? `U-${values.name} uzokhishwa futhi ngeke akwazi ukungena kuze kube i-akhawunti ivulwa futhi. Amarekhodi akhe ayagcinwa.` : `${values.name} will be signed out and will not be able to sign in until reactivated. Their records are kept.`;
export const reactivateMessage = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} sal weer kan aanmeld.` : locale === "zu" ? `U-${values.name} uzokwazi ukungena futhi.` : `${values.name} will be able to sign in again.`;
export const users = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruikers` : locale === "zu" ? `Abasebenzisi` : `Users`;
export const actions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aksies` : locale === "zu" ? `Izenzo` : `Actions`;
export const roleOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol van ${values.name}` : locale === "zu" ? `Indima ka-${values.name}` : `Role of ${values.name}`;
export const saveRoleOf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor rol van ${values.name}` : locale === "zu" ? `Londoloza indima ka-${values.name}` : `Save role of ${values.name}`;
export const save = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor` : locale === "zu" ? `Londoloza` : `Save`;
export const reactivate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Heraktiveer` : locale === "zu" ? `Vula futhi` : `Reactivate`;
export const deactivate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Deaktiveer` : locale === "zu" ? `Vala` : `Deactivate`;
export const addUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg gebruiker by` : locale === "zu" ? `Engeza umsebenzisi` : `Add user`;
