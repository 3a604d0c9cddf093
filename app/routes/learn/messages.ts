// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const notFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nie gevind nie` : locale === "zu" ? `Akutholakalanga` : `Not Found`;
export const packageSLaunchLinkExpired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie pakket se beginskakel het verval of is nie joune nie. Laai die les weer.` : locale === "zu" ? `Isixhumanisi sokuqalisa sale phakheji siphelelwe yisikhathi noma akusona esakho. Layisha kabusha isifundo.` : `This package's launch link has expired or is not yours. Reload the lesson.`;
export const lessonNoCmi5CourseLaunch = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les het geen cmi5-kursus om te begin nie.` : locale === "zu" ? `Lesi sifundo asinayo inkambo ye-cmi5 yokuqalisa.` : `This lesson has no cmi5 course to launch.`;
export const chooseUnitLaunchAuid = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die eenheid om te begin (auId).` : locale === "zu" ? `Khetha iyunithi ozoyiqalisa (auId).` : `Choose the unit to launch (auId).`;
export const invitationLinkNotCompleteOpen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie uitnodigingskakel is nie volledig nie. Maak dit weer oop vanuit u e-pos.` : locale === "zu" ? `Lesi sixhumanisi sesimemo asiphelele. Siphinde usivule ku-imeyili yakho.` : `This invitation link is not complete. Open it again from your email.`;
export const companyInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappy-uitnodiging` : locale === "zu" ? `Isimemo senkampani` : `Company invitation`;
export const backMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na My leerwerk` : locale === "zu" ? `Buyela ku-Ukufunda kwami` : `Back to My learning`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie.` : locale === "zu" ? `Isenzo esingaziwa.` : `Unknown action.`;
export const course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const checkFieldsMarkedBelow = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die velde hieronder gemerk.` : locale === "zu" ? `Hlola izinkambu ezimakwe ngezansi.` : `Check the fields marked below.`;
export const myCpd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My CPD` : locale === "zu" ? `I-CPD yami` : `My CPD`;
export const backHomePage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die tuisblad` : locale === "zu" ? `Buyela ekhasini lasekhaya` : `Back to the home page`;
export const myLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `My leerwerk` : locale === "zu" ? `Ukufunda kwami` : `My learning`;
export const detailsSkillsReporting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besonderhede vir vaardigheidsverslae` : locale === "zu" ? `Imininingwane yokubika ngamakhono` : `Details for skills reporting`;
export const checkReport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die verslag.` : locale === "zu" ? `Hlola umbiko.` : `Check the report.`;
export const checkCommit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die stoorpoging.` : locale === "zu" ? `Hlola okuthunyelwe.` : `Check the commit.`;
export const checkForm = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontroleer die vorm.` : locale === "zu" ? `Hlola ifomu.` : `Check the form.`;
export const takesNoFiles = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie opdrag neem geen lêers nie.` : locale === "zu" ? `Lo msebenzi awamukeli amafayela.` : `This assignment takes no files.`;
export const notAllowedFile = (values: { allowed: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.name}” is nie ’n lêer wat hierdie opdrag neem nie (${values.allowed}). Campus lees wat die lêer bevat, nie sy naam nie.` : locale === "zu" ? `“${values.name}” akulona ifayela elamukelwa yilo msebenzi (${values.allowed}). I-Campus ifunda okuqukethwe yifayela, hhayi igama lalo.` : `"${values.name}" is not a file this assignment takes (${values.allowed}). Campus reads what the file holds, not its name.`;
export const fileTooLarge = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Elke lêer mag hoogstens ${values.size} MB wees. Maak dit kleiner of verdeel dit.` : locale === "zu" ? `Ifayela ngalinye lingaba ngu-${values.size} MB kuphela. Linciphise noma ulihlukanise.` : `Each file may be at most ${values.size} MB. Make it smaller or split it.`;
export const fileEmpty = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.name}” is leeg. Kies die lêer weer.` : locale === "zu" ? `“${values.name}” alinalutho. Khetha ifayela futhi.` : `"${values.name}" is empty. Choose the file again.`;
export const fileActivePdf = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.name}” bevat skripte, outomatiese aksies of aangehegte lêers, wat Campus nie aanvaar nie. Stoor dit weer, byvoorbeeld met “Print to PDF”.` : locale === "zu" ? `“${values.name}” liqukethe imibhalo yekhodi, izenzo ezizenzakalelayo noma amafayela anamathiselwe, i-Campus engakwamukeli. Lilondoloze futhi, isibonelo nge-“Print to PDF”.` : `"${values.name}" contains scripts, automatic actions or attached files, which Campus does not accept. Save it again, for example with "Print to PDF".`;
export const fileUninspectable = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `“${values.name}” kon nie vir skripte nagegaan word nie. Stoor dit weer, byvoorbeeld met “Print to PDF”.` : locale === "zu" ? `“${values.name}” alikwazanga ukuhlolelwa imibhalo yekhodi. Lilondoloze futhi, isibonelo nge-“Print to PDF”.` : `"${values.name}" could not be checked for scripts. Save it again, for example with "Print to PDF".`;
export const activitySent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit vir beoordeling gestuur` : locale === "zu" ? `Umsebenzi uthunyelwe ukuze ubuyekezwe` : `Activity sent for review`;
export const activitySentAgain = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit weer vir beoordeling gestuur` : locale === "zu" ? `Umsebenzi uphinde wathunyelwa ukuze ubuyekezwe` : `Activity sent again for review`;
export const activityWithdrawn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aktiwiteit teruggetrek` : locale === "zu" ? `Umsebenzi uhoxisiwe` : `Activity withdrawn`;
