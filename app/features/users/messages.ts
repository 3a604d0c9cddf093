// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const nameLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const emailLabel = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const bioTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die biografie mag hoogstens 1 000 karakters lank wees` : locale === "zu" ? `Umlando wakho akufanele udlule izinhlamvu eziyi-1 000` : `Bio must be at most 1,000 characters`;
export const imageAddressTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die prent se adres is te lank` : locale === "zu" ? `Ikheli lesithombe lide kakhulu` : `The image address is too long`;
export const uploadImageOrHttps = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai 'n prent op of gee 'n https://-adres` : locale === "zu" ? `Layisha isithombe noma unikeze ikheli le-https://` : `Upload an image or give an https:// address`;
export const chooseRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies student, instrukteur, administrateur of finansies` : locale === "zu" ? `Khetha umfundi, umfundisi, umlawuli noma ezezimali` : `Choose student, instructor, admin or finance`;
export const chooseUser = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n gebruiker` : locale === "zu" ? `Khetha umsebenzisi` : `Choose a user`;
export const nameOneLine = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die naam moet een reël wees, sonder beheerkarakters` : locale === "zu" ? `Igama kufanele libe umugqa owodwa, ngaphandle kwezinhlamvu zokulawula` : `Name must be one line, without control characters`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const chooseLanguage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies English, Afrikaans of isiZulu` : locale === "zu" ? `Khetha i-English, i-Afrikaans noma isiZulu` : `Choose English, Afrikaans or isiZulu`;
export const emailTaken = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Rekening met hierdie e-posadres bestaan reeds.` : locale === "zu" ? `I-akhawunti enale imeyili isivele ikhona.` : `An account with this email already exists.`;
export const emailUsedByAnother = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ander rekening gebruik reeds hierdie e-posadres.` : locale === "zu" ? `Enye i-akhawunti isivele isebenzisa le imeyili.` : `Another account already uses this email.`;
export const userGone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie gebruiker bestaan nie meer nie.` : locale === "zu" ? `Lowo msebenzisi akasekho.` : `That user no longer exists.`;
export const onlyAdminsChangeRoles = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs administrateurs kan rolle verander.` : locale === "zu" ? `Abalawuli kuphela abangashintsha izindima.` : `Only admins can change roles.`;
export const cannotChangeOwnRole = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kan nie u eie rol verander nie.` : locale === "zu" ? `Awukwazi ukushintsha indima yakho.` : `You cannot change your own role.`;
export const roleUpdated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rol opgedateer` : locale === "zu" ? `Indima ibuyekeziwe` : `Role updated`;
export const onlyAdminsDeactivate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs administrateurs kan rekeninge deaktiveer.` : locale === "zu" ? `Abalawuli kuphela abangavala ama-akhawunti.` : `Only admins can deactivate accounts.`;
export const cannotDeactivateOwn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kan nie u eie rekening deaktiveer nie.` : locale === "zu" ? `Awukwazi ukuvala i-akhawunti yakho.` : `You cannot deactivate your own account.`;
export const accountDeactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekening gedeaktiveer` : locale === "zu" ? `I-akhawunti ivaliwe` : `Account deactivated`;
export const accountReactivated = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekening weer geaktiveer` : locale === "zu" ? `I-akhawunti ivuliwe futhi` : `Account reactivated`;
export const onlyAdminsAddUsers = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Slegs administrateurs kan gebruikers byvoeg.` : locale === "zu" ? `Abalawuli kuphela abangengeza abasebenzisi.` : `Only admins can add users.`;
export const invitationSubject = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is na Campus genooi` : locale === "zu" ? `Umenyiwe ku-Campus` : `You are invited to Campus`;
export const invitationHello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const invitationAsStudent = (values: { invitedBy: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.invitedBy} het u na Campus genooi as 'n student. U rekening is gereed: dit het net 'n wagwoord nodig.` : locale === "zu" ? `U-${values.invitedBy} ukumeme ku-Campus njengomfundi. I-akhawunti yakho isilungile: idinga iphasiwedi kuphela.` : `${values.invitedBy} has invited you to Campus as a student. Your account is ready: it needs only a password.`;
export const invitationAsInstructor = (values: { invitedBy: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.invitedBy} het u na Campus genooi as 'n instrukteur. U rekening is gereed: dit het net 'n wagwoord nodig.` : locale === "zu" ? `U-${values.invitedBy} ukumeme ku-Campus njengomfundisi. I-akhawunti yakho isilungile: idinga iphasiwedi kuphela.` : `${values.invitedBy} has invited you to Campus as an instructor. Your account is ready: it needs only a password.`;
export const invitationAsAdmin = (values: { invitedBy: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.invitedBy} het u na Campus genooi as 'n administrateur. U rekening is gereed: dit het net 'n wagwoord nodig.` : locale === "zu" ? `U-${values.invitedBy} ukumeme ku-Campus njengomlawuli. I-akhawunti yakho isilungile: idinga iphasiwedi kuphela.` : `${values.invitedBy} has invited you to Campus as an admin. Your account is ready: it needs only a password.`;
export const invitationAsFinance = (values: { invitedBy: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.invitedBy} het u na Campus genooi as 'n lid van die finansiespan. U rekening is gereed: dit het net 'n wagwoord nodig.` : locale === "zu" ? `U-${values.invitedBy} ukumeme ku-Campus njengelungu lethimba lezezimali. I-akhawunti yakho isilungile: idinga iphasiwedi kuphela.` : `${values.invitedBy} has invited you to Campus as a member of the finance team. Your account is ready: it needs only a password.`;
export const invitationLink = (values: { days: string | number; email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die skakel hieronder stel u wagwoord. Meld dan aan met hierdie e-posadres (${values.email}) en daardie wagwoord. Die skakel werk vir ${values.days} dae en net een keer.` : locale === "zu" ? `Isixhumanisi esingezansi sisetha iphasiwedi yakho. Bese ungena ngaleli kheli le-imeyili (${values.email}) naleyo phasiwedi. Isixhumanisi sisebenza izinsuku ezingu-${values.days} futhi kanye kuphela.` : `The link below sets your password. Then sign in with this email address (${values.email}) and that password. The link works for ${values.days} days and only once.`;
export const invitationIgnore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `As u dit nie verwag het nie, kan u hierdie e-pos ignoreer.` : locale === "zu" ? `Uma ubungalindele lokhu, ungayishaya indiva le imeyili.` : `If you were not expecting this, you can ignore this email.`;
export const invitationAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stel my wagwoord` : locale === "zu" ? `Setha iphasiwedi yami` : `Set my password`;
export const invitationExpired = (values: { url: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `As die skakel verval het, vra 'n nuwe een by ${values.url}` : locale === "zu" ? `Uma isixhumanisi siphelelwe yisikhathi, cela esisha ku-${values.url}` : `If the link has expired, ask for a new one at ${values.url}`;
