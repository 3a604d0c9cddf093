// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import { plural } from "../../lib/i18n/message-runtime.ts";

export const chooseAnAccountOrEnter = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n rekening of tik 'n e-posadres in` : locale === "zu" ? `Khetha i-akhawunti noma ufake ikheli le-imeyili` : `Choose an account or enter an email address`;
export const enterTheEmployeeSName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die werknemer se naam in` : locale === "zu" ? `Faka igama lesisebenzi` : `Enter the employee's name`;
export const chooseAnAccountOrEnter2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n rekening of tik sy e-posadres in` : locale === "zu" ? `Khetha i-akhawunti noma ufake ikheli layo le-imeyili` : `Choose an account or enter its email address`;
export const chooseAnEmployeeToRemove = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer om te verwyder` : locale === "zu" ? `Khetha isisebenzi ozosisusa` : `Choose an employee to remove`;
export const chooseATrainingManagerTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n opleidingsbestuurder om te verwyder` : locale === "zu" ? `Khetha umphathi wokuqeqeshwa ozomsusa` : `Choose a training manager to remove`;
export const unknownAction = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onbekende aksie` : locale === "zu" ? `Isenzo esingaziwa` : `Unknown action`;
export const thatAccountNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie rekening bestaan nie meer nie.` : locale === "zu" ? `Leyo akhawunti ayisekho.` : `That account no longer exists.`;
export const thatEmployeeIsNoLonger = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie werknemer is nie meer gelys nie.` : locale === "zu" ? `Leso sisebenzi asisekho ohlwini.` : `That employee is no longer listed.`;
export const noAccountUsesThatAddress = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen rekening gebruik daardie adres nie. 'n Opleidingsbestuurder meld aan: voeg hulle eers onder Gebruikers by.` : locale === "zu" ? `Ayikho i-akhawunti esebenzisa lelo kheli. Umphathi wokuqeqeshwa uyangena: mengeze kuqala ngaphansi kokuthi Abasebenzisi.` : `No account uses that address. A training manager signs in: add them under Users first.`;
export const thatPersonIsNoLonger = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie persoon is nie meer 'n opleidingsbestuurder hier nie.` : locale === "zu" ? `Lowo muntu akaseyena umphathi wokuqeqeshwa lapha.` : `That person is no longer a training manager here.`;
export const youHaveDownloadedAuditFiles = (values: { count: number; limit: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `U het die afgelope 10 minute ${values.limit} ouditlêers afgelaai. Probeer weer oor ${values.count} minuut.`, other: `U het die afgelope 10 minute ${values.limit} ouditlêers afgelaai. Probeer weer oor ${values.count} minute.` }) : locale === "zu" ? plural(locale, values.count, { one: `Senilande amafayela ocwaningomabhuku angu-${values.limit} emizuzwini eyi-10 edlule. Zamani futhi emva komzuzu ongu-${values.count}.`, other: `Senilande amafayela ocwaningomabhuku angu-${values.limit} emizuzwini eyi-10 edlule. Zamani futhi emva kwemizuzu engu-${values.count}.` }) : plural(locale, values.count, { one: `You have downloaded ${values.limit} audit files in the last 10 minutes. Try again in ${values.count} minute.`, other: `You have downloaded ${values.limit} audit files in the last 10 minutes. Try again in ${values.count} minutes.` });
export const theAuditDownloadHoldsUp = (values: { maxAuditEmployees: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ouditaflaai bevat hoogstens ${values.maxAuditEmployees} werknemers; hierdie maatskappy het ${values.total}.` : locale === "zu" ? `Okulandwayo kocwaningomabhuku kuthatha izisebenzi ezingu-${values.maxAuditEmployees} kuphela; le nkampani inezingu-${values.total}.` : `The audit download holds up to ${values.maxAuditEmployees} employees; this company has ${values.total}.`;
export const theAuditDownloadHoldsUp2 = (values: { maxAuditCertificates: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ouditaflaai bevat hoogstens ${values.maxAuditCertificates} sertifikate; ${values.year} het meer vir hierdie maatskappy. Vra 'n administrateur vir 'n uitvoer.` : locale === "zu" ? `Okulandwayo kocwaningomabhuku kuthatha izitifiketi ezingu-${values.maxAuditCertificates} kuphela; u-${values.year} unezingaphezulu kwalokho kule nkampani. Cela umlawuli akukhiphele zona.` : `The audit download holds up to ${values.maxAuditCertificates} certificates; ${values.year} has more for this company. Ask an administrator for an export.`;
export const thatInvitationLinkIsNot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie uitnodigingskakel is nie geldig nie.` : locale === "zu" ? `Leso sixhumanisi sesimemo asisebenzi.` : `That invitation link is not valid.`;
export const chooseAnInvitation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n uitnodiging.` : locale === "zu" ? `Khetha isimemo.` : `Choose an invitation.`;
export const join = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sluit aan by ${values.companyName}` : locale === "zu" ? `Joyina i-${values.companyName}` : `Join ${values.companyName}`;
export const youDeclinedTheInvitationFrom = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het die uitnodiging van ${values.companyName} afgewys` : locale === "zu" ? `Wenqabile isimemo se-${values.companyName}` : `You declined the invitation from ${values.companyName}`;
export const youJoined = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het by ${values.companyName} aangesluit` : locale === "zu" ? `Ujoyine i-${values.companyName}` : `You joined ${values.companyName}`;
export const thatInvitationIsNoLonger = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie uitnodiging is nie meer oop nie.` : locale === "zu" ? `Leso simemo asisavulekile.` : `That invitation is no longer open.`;
export const theInvitationWasJustSent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die uitnodiging is so pas weer gestuur.` : locale === "zu" ? `Isimemo sisanda kuthunyelwa futhi.` : `The invitation was just sent again.`;
export const theInvitationWentToAgain = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die uitnodiging is weer na ${values.email} gestuur` : locale === "zu" ? `Isimemo siphinde sathunyelwa ku-${values.email}` : `The invitation went to ${values.email} again`;
export const isInvitedTheirTrainingShows = (values: { email: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is uitgenooi; hul opleiding wys hier sodra hulle die uitnodiging aanvaar wat na ${values.email} gestuur is` : locale === "zu" ? `U-${values.name} umenyiwe; ukuqeqeshwa kwakhe kuzovela lapha uma esemukele isimemo esithunyelwe ku-${values.email}` : `${values.name} is invited; their training shows here once they accept the invitation sent to ${values.email}`;
export const someoneInTheFileWas = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand in die lêer is intussen bygevoeg. Laai die lêer weer op om te sien wie.` : locale === "zu" ? `Omunye umuntu osefayeleni wengezwe okwamanje. Layisha ifayela futhi ukuze ubone ukuthi ngubani.` : `Someone in the file was added meanwhile. Upload the file again to see who.`;
export const theInvitationToIsWithdrawn = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die uitnodiging aan ${values.name} is teruggetrek` : locale === "zu" ? `Isimemo sika-${values.name} sihoxisiwe` : `The invitation to ${values.name} is withdrawn`;
export const isNoLongerListedAs = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} is nie meer as werknemer gelys nie; hul opleidingsrekords word behou` : locale === "zu" ? `U-${values.name} akaseso ohlwini lwezisebenzi; amarekhodi akhe okuqeqeshwa ayagcinwa` : `${values.name} is no longer listed as an employee; their training records are kept`;
export const chooseACourseOrLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n kursus of leerpad` : locale === "zu" ? `Khetha inkambo noma indlela yokufunda` : `Choose a course or learning path`;
export const chooseAtLeastOneEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ten minste een werknemer` : locale === "zu" ? `Khetha okungenani isisebenzi esisodwa` : `Choose at least one employee`;
export const chooseAtMostEmployeesAt = (values: { maxEmployeesPerAssignment: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoogstens ${values.maxEmployeesPerAssignment} werknemers op 'n slag` : locale === "zu" ? `Khetha izisebenzi ezingu-${values.maxEmployeesPerAssignment} kuphela ngesikhathi esisodwa` : `Choose at most ${values.maxEmployeesPerAssignment} employees at a time`;
export const chooseAnInvitation2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n uitnodiging` : locale === "zu" ? `Khetha isimemo` : `Choose an invitation`;
export const yourCompanySTraining = (values: { monthLabel: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U maatskappy se opleiding: ${values.monthLabel}` : locale === "zu" ? `Ukuqeqeshwa kwenkampani yenu: ${values.monthLabel}` : `Your company's training: ${values.monthLabel}`;
export const openMyCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak My maatskappy oop` : locale === "zu" ? `Vula okuthi Inkampani yami` : `Open My company`;
export const addedAndSent = (values: { added: string | number; sent: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.added}; ${values.sent}` : locale === "zu" ? `${values.added}; ${values.sent}` : `${values.added}; ${values.sent}`;
export const employeesAdded = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} werknemer bygevoeg`, other: `${values.count} werknemers bygevoeg` }) : locale === "zu" ? plural(locale, values.count, { one: `Kwengezwe isisebenzi esingu-${values.count}`, other: `Kwengezwe izisebenzi ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} employee added`, other: `${values.count} employees added` });
export const invitationsSent = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `${values.count} uitnodiging gestuur`, other: `${values.count} uitnodigings gestuur` }) : locale === "zu" ? plural(locale, values.count, { one: `Kuthunyelwe isimemo esingu-${values.count}`, other: `Kuthunyelwe izimemo ezingu-${values.count}` }) : plural(locale, values.count, { one: `${values.count} invitation sent`, other: `${values.count} invitations sent` });
export const invitationSubject = (values: { companyName: string | number; siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.companyName} het u by ${values.siteName} gevoeg` : locale === "zu" ? `I-${values.companyName} inengeze ku-${values.siteName}` : `${values.companyName} added you to ${values.siteName}`;
export const hello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const invitationAddedYou = (values: { companyName: string | number; managerName: string | number; siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.managerName} het u as werknemer van ${values.companyName} op ${values.siteName} bygevoeg, waar u maatskappy u opleiding reël en u sertifikate bewaar.` : locale === "zu" ? `U-${values.managerName} unengeze njengesisebenzi se-${values.companyName} ku-${values.siteName}, lapho inkampani yenu ihlela khona ukuqeqeshwa kwenu futhi igcine izitifiketi zenu.` : `${values.managerName} added you as an employee of ${values.companyName} on ${values.siteName}, where your company arranges your training and keeps your certificates.`;
export const invitationSignIn = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld aan met hierdie adres en maak die skakel hieronder oop om aan te sluit.` : locale === "zu" ? `Ngenani ngaleli kheli bese nivula isixhumanisi esingezansi ukuze nijoyine.` : `Sign in with this address and open the link below to join.`;
export const invitationCreateAccount = (values: { email: string | number; signUpUrl: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skep eers u rekening met hierdie adres (${values.email}): ${values.signUpUrl}. Maak dan die skakel hieronder oop om aan te sluit.` : locale === "zu" ? `Qalani ngokuvula i-akhawunti yenu ngaleli kheli (${values.email}): ${values.signUpUrl}. Bese nivula isixhumanisi esingezansi ukuze nijoyine.` : `Create your account with this address (${values.email}) first: ${values.signUpUrl}. Then open the link below to join.`;
export const invitationConsent = (values: { companyName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.companyName} sien u kursusse, sertifikate, CPD-punte en besprekings eers sodra u aanvaar. U kan ook afwys. Die skakel werk vir 30 dae.` : locale === "zu" ? `I-${values.companyName} ibona izinkambo zenu, izitifiketi, amaphuzu e-CPD nokubhuka kuphela uma senamukele. Ningakwenqaba futhi. Isixhumanisi sisebenza izinsuku ezingu-30.` : `${values.companyName} sees your courses, certificates, CPD points and bookings only once you accept. You can also decline. The link works for 30 days.`;
export const invitationFooter = (values: { companyName: string | number; email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `U het dit ontvang omdat ${values.companyName} ${values.email} as een van sy werknemers gelys het.` : locale === "zu" ? `Nithole lokhu ngoba i-${values.companyName} ifake u-${values.email} ohlwini lwezisebenzi zayo.` : `You received this because ${values.companyName} listed ${values.email} as one of its employees.`;
export const digestPerson = (values: { companyName: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name} (${values.companyName})` : locale === "zu" ? `${values.name} (${values.companyName})` : `${values.name} (${values.companyName})`;
export const digestExpires = (values: { courseName: string | number; date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.courseName}: verval ${values.date}` : locale === "zu" ? `${values.courseName}: siphelelwa yisikhathi ngo-${values.date}` : `${values.courseName}: expires ${values.date}`;
export const digestNoProgress = (values: { date: string | number; title: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.title}: geen vordering sedert ${values.date} nie` : locale === "zu" ? `${values.title}: akukho nqubekela phambili kusukela ngo-${values.date}` : `${values.title}: no progress since ${values.date}`;
export const digestMore = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `en nog ${values.count}`, other: `en nog ${values.count}` }) : locale === "zu" ? plural(locale, values.count, { one: `nokunye okungu-${values.count}`, other: `nokunye okungu-${values.count}` }) : plural(locale, values.count, { one: `and ${values.count} more`, other: `and ${values.count} more` });
export const digestExpiring = (values: { days: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate wat in die volgende ${values.days} dae verval: ${values.total}.` : locale === "zu" ? `Izitifiketi eziphelelwa yisikhathi ezinsukwini ezingu-${values.days} ezizayo: ${values.total}.` : `Certificates expiring in the next ${values.days} days: ${values.total}.`;
export const digestNoneExpiring = (values: { days: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geen sertifikaat verval in die volgende ${values.days} dae nie.` : locale === "zu" ? `Asikho isitifiketi esiphelelwa yisikhathi ezinsukwini ezingu-${values.days} ezizayo.` : `No certificate expires in the next ${values.days} days.`;
export const digestBehind = (values: { days: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemers wat agter is ('n kursus wat ${values.days} dae lank nie oopgemaak is nie): ${values.total}.` : locale === "zu" ? `Izisebenzi ezisalele emuva (inkambo engavulwanga izinsuku ezingu-${values.days}): ${values.total}.` : `Employees behind (a course not opened for ${values.days} days): ${values.total}.`;
export const digestNobodyBehind = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Niemand is agter met hul kursusse nie.` : locale === "zu" ? `Akekho osalele emuva ezinkambweni zakhe.` : `Nobody is behind on their courses.`;
export const digestSubject = (values: { monthLabel: string | number; siteName: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.siteName}: u maatskappy se opleiding vir ${values.monthLabel}` : locale === "zu" ? `${values.siteName}: ukuqeqeshwa kwenkampani yenu ka-${values.monthLabel}` : `${values.siteName}: your company's training for ${values.monthLabel}`;
