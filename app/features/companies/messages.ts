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
export const csvEmpty = (values: { expected: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is leeg. Sy eerste ry moet die kolomname ${values.expected} wees.` : locale === "zu" ? `Ifayela alinalutho. Umugqa walo wokuqala kumele ube ngamagama amakholomu ${values.expected}.` : `The file is empty. Its first row must be the column names ${values.expected}.`;
export const csvBlank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `(leeg)` : locale === "zu" ? `(akunalutho)` : `(blank)`;
export const csvWrongColumns = (values: { expected: string | number; found: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry 1: die kolomme moet presies ${values.expected} wees (${values.found} gevind).` : locale === "zu" ? `Umugqa 1: amakholomu kumele abe yi-${values.expected} ngqo (kutholwe u-${values.found}).` : `Row 1: the columns must be exactly ${values.expected} (found ${values.found}).`;
export const csvColumnCount = (values: { expected: string | number; found: string | number; needed: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: het ${values.found} kolomme; elke ry het ${values.needed} nodig (${values.expected}).` : locale === "zu" ? `Umugqa ${values.row}: unamakholomu angu-${values.found}; umugqa ngamunye udinga angu-${values.needed} (${values.expected}).` : `Row ${values.row}: has ${values.found} columns; each row needs ${values.needed} (${values.expected}).`;
export const csvNameMissing = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: die naam ontbreek.` : locale === "zu" ? `Umugqa ${values.row}: igama alikho.` : `Row ${values.row}: the name is missing.`;
export const csvNameTooLong = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: die naam is langer as 100 karakters.` : locale === "zu" ? `Umugqa ${values.row}: igama lide kunezinhlamvu eziyi-100.` : `Row ${values.row}: the name is longer than 100 characters.`;
export const csvEmailMissing = (values: { row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: die e-pos ontbreek.` : locale === "zu" ? `Umugqa ${values.row}: i-imeyili ayikho.` : `Row ${values.row}: the email is missing.`;
export const csvEmailInvalid = (values: { email: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: "${values.email}" is nie 'n geldige e-posadres nie.` : locale === "zu" ? `Umugqa ${values.row}: "${values.email}" akulona ikheli le-imeyili elilungile.` : `Row ${values.row}: "${values.email}" is not a valid email address.`;
export const csvRepeated = (values: { email: string | number; first: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: ${values.email} is reeds op ry ${values.first}.` : locale === "zu" ? `Umugqa ${values.row}: u-${values.email} usevele usemugqeni ${values.first}.` : `Row ${values.row}: ${values.email} is already on row ${values.first}.`;
export const csvNoEmployees = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer het geen werknemers onder sy opskrifry nie.` : locale === "zu" ? `Ifayela alinazo izisebenzi ngaphansi komugqa walo wezihloko.` : `The file has no employees under its header row.`;
export const csvTooMany = (values: { max: string | number; total: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer het ${values.total} werknemers; een lêer mag hoogstens ${values.max} bevat.` : locale === "zu" ? `Ifayela linezisebenzi ezingu-${values.total}; ifayela elilodwa lingaba nezingu-${values.max} kuphela.` : `The file has ${values.total} employees; one file may hold at most ${values.max}.`;
export const csvAlreadyEmployee = (values: { email: string | number; row: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ry ${values.row}: ${values.email} is reeds 'n werknemer van hierdie maatskappy.` : locale === "zu" ? `Umugqa ${values.row}: u-${values.email} usevele eyisisebenzi sale nkampani.` : `Row ${values.row}: ${values.email} is already an employee of this company.`;
export const csvNotImported = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Die lêer is nie ingevoer nie (niemand is bygevoeg nie): ${values.count} probleem.`, other: `Die lêer is nie ingevoer nie (niemand is bygevoeg nie): ${values.count} probleme.` }) : locale === "zu" ? plural(locale, values.count, { one: `Ifayela alingenisiwe (akekho owengeziwe): inkinga engu-${values.count}.`, other: `Ifayela alingenisiwe (akekho owengeziwe): izinkinga ezingu-${values.count}.` }) : plural(locale, values.count, { one: `The file was not imported (nobody was added): ${values.count} problem.`, other: `The file was not imported (nobody was added): ${values.count} problems.` });
export const csvAndMore = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `En nog ${values.count}.`, other: `En nog ${values.count}.` }) : locale === "zu" ? plural(locale, values.count, { one: `Nokunye okungu-${values.count}.`, other: `Nokunye okungu-${values.count}.` }) : plural(locale, values.count, { one: `And ${values.count} more.`, other: `And ${values.count} more.` });
export const csvEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werknemer` : locale === "zu" ? `Isisebenzi` : `Employee`;
export const csvEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const csvCertificateNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikaatnommer` : locale === "zu" ? `Inombolo yesitifiketi` : `Certificate number`;
export const csvCourse = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursus` : locale === "zu" ? `Inkambo` : `Course`;
export const csvCompletionDate = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voltooiingsdatum` : locale === "zu" ? `Usuku lokuqeda` : `Completion date`;
export const csvPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte` : locale === "zu" ? `Amaphuzu` : `Points`;
export const csvClinicalPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kliniese punte` : locale === "zu" ? `Amaphuzu omtholampilo` : `Clinical points`;
export const csvEthicsPoints = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Etiekpunte` : locale === "zu" ? `Amaphuzu okuziphatha` : `Ethics points`;
export const csvAccreditingBody = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Akkrediteringsliggaam` : locale === "zu" ? `Isikhungo esigunyazayo` : `Accrediting body`;
export const csvValidUntil = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldig tot` : locale === "zu" ? `Kusebenza kuze kube` : `Valid until`;
export const csvStatus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Status` : locale === "zu" ? `Isimo` : `Status`;
export const csvVerifyAt = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verifieer by` : locale === "zu" ? `Qinisekisa ku` : `Verify at`;
export const csvPdfFile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `PDF-lêer` : locale === "zu" ? `Ifayela le-PDF` : `PDF file`;
export const csvYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jaar` : locale === "zu" ? `Unyaka` : `Year`;
export const csvPointsInYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte in jaar` : locale === "zu" ? `Amaphuzu onyakeni` : `Points in year`;
export const csvPointsRequired = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Punte vereis` : locale === "zu" ? `Amaphuzu adingekayo` : `Points required`;
export const csvStillNeeded = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nodig` : locale === "zu" ? `Kusadingeka` : `Still needed`;
export const csvValidCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geldige sertifikate` : locale === "zu" ? `Izitifiketi ezisebenzayo` : `Valid certificates`;
export const csvEventsBooked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleenthede bespreek` : locale === "zu" ? `Imicimbi ebhukiwe` : `Events booked`;
export const csvEventsAttended = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleenthede bygewoon` : locale === "zu" ? `Imicimbi ehanjelwe` : `Events attended`;
export const aRemovedAccount = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Verwyderde rekening` : locale === "zu" ? `I-akhawunti esusiwe` : `A removed account`;
export const chooseYear2000to2100 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n jaar van 2000 tot 2100.` : locale === "zu" ? `Khetha unyaka kusuka ku-2000 kuya ku-2100.` : `Choose a year from 2000 to 2100.`;
export const companyNoLongerExists = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie maatskappy bestaan nie meer nie.` : locale === "zu" ? `Leyo nkampani ayisekho.` : `That company no longer exists.`;
export const notManagerOfThisCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is nie 'n opleidingsbestuurder van hierdie maatskappy nie.` : locale === "zu" ? `Awusiye umphathi wokuqeqeshwa wale nkampani.` : `You are not a training manager of this company.`;
export const notManagerOfAnyCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U is nie 'n opleidingsbestuurder van enige maatskappy nie.` : locale === "zu" ? `Awusiye umphathi wokuqeqeshwa wanoma iyiphi inkampani.` : `You are not a training manager of any company.`;
export const companyNotFoundOrNotManaged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daardie maatskappy is nie gevind nie, of u bestuur dit nie.` : locale === "zu" ? `Leyo nkampani ayitholakalanga, noma awuyiphathi.` : `That company was not found, or you do not manage it.`;
export const employeesFileTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is groter as 256 KB. Verdeel die lys in kleiner lêers.` : locale === "zu" ? `Ifayela likhulu kune-256 KB. Hlukanisa uhlu lube amafayela amancane.` : `The file is larger than 256 KB. Split the list into smaller files.`;
export const fieldCompanyName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappynaam` : locale === "zu" ? `Igama lenkampani` : `Company name`;
export const fieldRegistrationNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Registrasienommer` : locale === "zu" ? `Inombolo yokubhaliswa` : `Registration number`;
export const fieldContactName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontaknaam` : locale === "zu" ? `Igama lokuxhumana` : `Contact name`;
export const fieldContactPhone = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kontaktelefoon` : locale === "zu" ? `Ucingo lokuxhumana` : `Contact phone`;
export const fieldName = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Naam` : locale === "zu" ? `Igama` : `Name`;
export const fieldEmail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Email`;
export const openInvitationLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maak die uitnodigingskakel in u e-pos oop, of antwoord dit op My leerwerk.` : locale === "zu" ? `Vula isixhumanisi sesimemo esise-imeyili yakho, noma usiphendule ku-Ukufunda kwami.` : `Open the invitation link from your email, or answer it on My learning.`;
export const alreadyAnEmployee = (values: { email: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.email} is reeds 'n werknemer van hierdie maatskappy.` : locale === "zu" ? `U-${values.email} usevele eyisisebenzi sale nkampani.` : `${values.email} is already an employee of this company.`;
