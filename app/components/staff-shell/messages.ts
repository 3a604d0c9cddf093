// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const backToTheOverview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die oorsig` : locale === "zu" ? `Buyela embukisweni jikelele` : `Back to the overview`;
export const backToTheDashboard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die paneelbord` : locale === "zu" ? `Buyela kudeshibhodi` : `Back to the dashboard`;
export const backToTheOrders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die bestellings` : locale === "zu" ? `Buyela kuma-oda` : `Back to the orders`;
export const goToMyLearning = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan na My leer` : locale === "zu" ? `Iya kokuthi Ukufunda kwami` : `Go to My learning`;
export const teaching = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Onderrig` : locale === "zu" ? `Ukufundisa` : `Teaching`;
export const dashboard = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Paneelbord` : locale === "zu" ? `Ideshibhodi` : `Dashboard`;
export const courses = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kursusse` : locale === "zu" ? `Izinkambo` : `Courses`;
export const learningPaths = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerpaaie` : locale === "zu" ? `Izindlela zokufunda` : `Learning paths`;
export const students = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Studente` : locale === "zu" ? `Abafundi` : `Students`;
export const assessment = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Assessering` : locale === "zu" ? `Ukuhlolwa` : `Assessment`;
export const questionBank = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vraebank` : locale === "zu" ? `Ibhange lemibuzo` : `Question bank`;
export const forms = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vorms` : locale === "zu" ? `Amafomu` : `Forms`;
export const skillsCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vaardigheidskodes` : locale === "zu" ? `Amakhodi amakhono` : `Skills codes`;
export const cpdActivities = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-aktiwiteite` : locale === "zu" ? `Imisebenzi ye-CPD` : `CPD activities`;
export const cpdCoursesCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `CPD-kursusse en sertifikate` : locale === "zu" ? `Izinkambo ze-CPD nezitifiketi` : `CPD courses & certificates`;
export const expiringCertificates = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sertifikate wat verval` : locale === "zu" ? `Izitifiketi eziphelelwa yisikhathi` : `Expiring certificates`;
export const events = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Geleenthede` : locale === "zu" ? `Imicimbi` : `Events`;
export const pages = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsye` : locale === "zu" ? `Amakhasi` : `Pages`;
export const profile = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Profiel` : locale === "zu" ? `Iphrofayela` : `Profile`;
export const administration = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Administrasie` : locale === "zu" ? `Ukuphatha` : `Administration`;
export const overview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Oorsig` : locale === "zu" ? `Umbukiso jikelele` : `Overview`;
export const users = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruikers` : locale === "zu" ? `Abasebenzisi` : `Users`;
export const companies = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Maatskappye` : locale === "zu" ? `Izinkampani` : `Companies`;
export const discountCodes = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Afslagkodes` : locale === "zu" ? `Amakhodi esaphulelo` : `Discount codes`;
export const enquiries = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Navrae` : locale === "zu" ? `Imibuzo` : `Enquiries`;
export const mail = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `E-pos` : locale === "zu" ? `I-imeyili` : `Mail`;
export const deletionRequests = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skrappingsversoeke` : locale === "zu" ? `Izicelo zokususa` : `Deletion requests`;
export const accessLog = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Toegangslog` : locale === "zu" ? `Irekhodi lokungena` : `Access log`;
export const apiTokens = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `API-tekens` : locale === "zu" ? `Amathokheni e-API` : `API tokens`;
export const webhooks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Webhooks` : locale === "zu" ? `Ama-webhook` : `Webhooks`;
export const learningRecords = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerrekords` : locale === "zu" ? `Amarekhodi okufunda` : `Learning records`;
export const siteSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werfinstellings` : locale === "zu" ? `Izilungiselelo zesayithi` : `Site settings`;
export const finance = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Finansies` : locale === "zu" ? `Ezezimali` : `Finance`;
export const orders = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestellings` : locale === "zu" ? `Ama-oda` : `Orders`;
export const invoices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Fakture` : locale === "zu" ? `Ama-invoyisi` : `Invoices`;
export const payments = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betalings` : locale === "zu" ? `Izinkokhelo` : `Payments`;
export const bankStatements = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bankstate` : locale === "zu" ? `Izitatimende zasebhange` : `Bank statements`;
export const newQuotation = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nuwe kwotasie` : locale === "zu" ? `Ikhotheshini entsha` : `New quotation`;
export const reports = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verslae` : locale === "zu" ? `Imibiko` : `Reports`;
export const skipToContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Spring na die inhoud` : locale === "zu" ? `Yeqela kokuqukethwe` : `Skip to content`;
export const menu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kieslys` : locale === "zu" ? `Imenyu` : `Menu`;
export const toggleSidebar = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys of versteek die kantbalk` : locale === "zu" ? `Bonisa noma fihla ibha eseceleni` : `Toggle sidebar`;
export const shortcuts = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kortpaaie` : locale === "zu" ? `Izinqamuleli` : `Shortcuts`;
export const stats = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Statistiek` : locale === "zu" ? `Izibalo` : `Stats`;
export const settings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings` : locale === "zu" ? `Izilungiselelo` : `Settings`;
export const staff = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Personeel` : locale === "zu" ? `Abasebenzi` : `Staff`;
export const waiting = (values: { count: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `, ${values.count} wag` : locale === "zu" ? `, ${values.count} kulindile` : `, ${values.count} waiting`;
export const accountMenu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeningkieslys:` : locale === "zu" ? `Imenyu ye-akhawunti:` : `Account menu:`;
export const signedInAs = (values: { name: string | number; value: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Aangemeld as ${values.name} (${values.value})` : locale === "zu" ? `Ungene njengo-${values.name} (${values.value})` : `Signed in as ${values.name} (${values.value})`;
export const accountSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Rekeninginstellings` : locale === "zu" ? `Izilungiselelo ze-akhawunti` : `Account settings`;
export const viewThePublicSite = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk die publieke werf` : locale === "zu" ? `Buka isayithi yomphakathi` : `View the public site`;
export const colourScheme = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kleurskema` : locale === "zu" ? `Uhlelo lwemibala` : `Colour scheme`;
export const signOut = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Meld af` : locale === "zu" ? `Phuma` : `Sign out`;
export const instructor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instrukteur` : locale === "zu" ? `Umfundisi` : `Instructor`;
