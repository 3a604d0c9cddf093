// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const trainings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Opleiding` : locale === "zu" ? `Ukuqeqeshwa` : `Trainings`;
export const categoryCourses = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}-kursusse` : locale === "zu" ? `Izinkambo ze-${values.name}` : `${values.name} courses`;
export const whatWeDo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wat ons doen` : locale === "zu" ? `Esikwenzayo` : `What we do`;
export const ourServices = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons dienste` : locale === "zu" ? `Izinsizakalo zethu` : `Our services`;
export const bookConsulting = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bespreek 'n konsultasie-afspraak` : locale === "zu" ? `Bhuka i-aphoyintimenti yokwelulekwa` : `Book a consulting appointment`;
export const upcomingTrainings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Komende opleiding` : locale === "zu" ? `Ukuqeqeshwa okuzayo` : `Upcoming trainings`;
export const fullSchedule = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Volledige opleidingskedule` : locale === "zu" ? `Uhlelo lokuqeqeshwa oluphelele` : `Full training schedule`;
export const whereWeWork = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Waar ons werk` : locale === "zu" ? `Lapho sisebenza khona` : `Where we work`;
export const ourClients = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Ons kliënte` : locale === "zu" ? `Amakhasimende ethu` : `Our clients`;
export const previewNotPublished = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorskou — nie gepubliseer nie` : locale === "zu" ? `Ukubuka kuqala — akushicilelwe` : `Preview — not published`;
export const previewVisitorsSee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besoekers sien steeds die gepubliseerde bladsy.` : locale === "zu" ? `Izivakashi zisabona ikhasi elishicilelwe.` : `Visitors still see the published page.`;
export const backToEditor = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Terug na die redigeerder` : locale === "zu" ? `Buyela kumhleli` : `Back to the editor`;
export const draftNotPublished = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep nie gepubliseer nie` : locale === "zu" ? `Okusalungiswa akushicilelwe` : `Draft not published`;
export const published = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer` : locale === "zu" ? `Kushicilelwe` : `Published`;
export const navSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Instellings` : locale === "zu" ? `Izilungiselelo` : `Settings`;
export const navPageContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bladsy-inhoud` : locale === "zu" ? `Okuqukethwe kwekhasi` : `Page content`;
export const siteSettings = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Werfinstellings` : locale === "zu" ? `Izilungiselelo zesayithi` : `Site settings`;
export const pageContentIntro = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die woorde, prente en knoppies van die openbare bladsye. Elke bladsy hou 'n konsep wat u kan voorskou; besoekers sien dit sodra u publiseer.` : locale === "zu" ? `Amagama, izithombe nezinkinobho zamakhasi omphakathi. Ikhasi ngalinye ligcina okusalungiswa ongakubuka kuqala; izivakashi zikubona uma usushicilele.` : `The words, images and buttons of the public pages. Each page keeps a draft you can preview; visitors see it once you publish.`;
export const publishedOnBy = (values: { date: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer ${values.date} deur ${values.name}` : locale === "zu" ? `Kushicilelwe ngo-${values.date} ngu-${values.name}` : `Published ${values.date} by ${values.name}`;
export const publishedOn = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer ${values.date}` : locale === "zu" ? `Kushicilelwe ngo-${values.date}` : `Published ${values.date}`;
export const startedWith = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die inhoud waarmee die werf begin het` : locale === "zu" ? `Okuqukethwe isayithi eqale ngakho` : `The content the site started with`;
export const editNamed = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig ${values.name}` : locale === "zu" ? `Hlela i-${values.name}` : `Edit ${values.name}`;
export const edit = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wysig` : locale === "zu" ? `Hlela` : `Edit`;
export const viewPage = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bekyk die ${values.name}-bladsy` : locale === "zu" ? `Buka ikhasi le-${values.name}` : `View the ${values.name} page`;
export const discardDraft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gooi konsep weg` : locale === "zu" ? `Lahla okusalungiswa` : `Discard draft`;
export const discardDraftMessage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gooi die konsep weg? Elke verandering wat sedert die laaste publikasie gestoor is, gaan verlore, en die redigeerder gaan terug na die gepubliseerde inhoud.` : locale === "zu" ? `Lahla okusalungiswa? Lonke ushintsho olulondolozwe kusukela ekushicileleni kokugcina luzolahleka, futhi umhleli uzobuyela kokuqukethwe okushicilelwe.` : `Throw away the draft? Every change saved since the last publish is lost, and the editor goes back to the published content.`;
export const backToPageContent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `← Bladsy-inhoud` : locale === "zu" ? `← Okuqukethwe kwekhasi` : `← Page content`;
export const namedPageContent = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.name}: bladsy-inhoud` : locale === "zu" ? `Okuqukethwe kwekhasi le-${values.name}` : `${values.name} page content`;
export const publishedOnByDot = (values: { date: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer ${values.date} deur ${values.name}.` : locale === "zu" ? `Kushicilelwe ngo-${values.date} ngu-${values.name}.` : `Published ${values.date} by ${values.name}.`;
export const publishedOnDot = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gepubliseer ${values.date}.` : locale === "zu" ? `Kushicilelwe ngo-${values.date}.` : `Published ${values.date}.`;
export const notPublishedYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog nie van hierdie skerm gepubliseer nie: besoekers sien die inhoud waarmee die werf begin het.` : locale === "zu" ? `Akukashicilelwa kulesi sikrini: izivakashi zibona okuqukethwe isayithi eqale ngakho.` : `Not published from this screen yet: visitors see the content the site started with.`;
export const draftSavedBy = (values: { date: string | number; name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep gestoor ${values.date} deur ${values.name}.` : locale === "zu" ? `Okusalungiswa kulondolozwe ngo-${values.date} ngu-${values.name}.` : `Draft saved ${values.date} by ${values.name}.`;
export const draftSaved = (values: { date: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep gestoor ${values.date}.` : locale === "zu" ? `Okusalungiswa kulondolozwe ngo-${values.date}.` : `Draft saved ${values.date}.`;
export const preview = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorskou` : locale === "zu" ? `Buka kuqala` : `Preview`;
export const publish = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Publiseer` : locale === "zu" ? `Shicilela` : `Publish`;
export const previewPublishHint = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voorskou en Publiseer gebruik die gestoorde konsep: stoor eers u veranderinge.` : locale === "zu" ? `Ukubuka kuqala nokushicilela kusebenzisa okusalungiswa okulondoloziwe: qala ulondoloze izinguquko zakho.` : `Preview and Publish use the saved draft: save your changes first.`;
export const draft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Konsep` : locale === "zu" ? `Okusalungiswa` : `Draft`;
export const saveDraft = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Stoor konsep` : locale === "zu" ? `Londoloza okusalungiswa` : `Save draft`;
export const draftInvisible = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Besoekers sien niks van 'n konsep totdat u dit publiseer nie.` : locale === "zu" ? `Izivakashi aziboni lutho lokusalungiswa uze ukushicilele.` : `Visitors see nothing of a draft until you publish it.`;
export const noneYet = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Nog geen: hierdie deel van die bladsy word weggelaat totdat u een byvoeg.` : locale === "zu" ? `Akukabi khona: le ngxenye yekhasi ishiywa ngaphandle uze wengeze okukodwa.` : `None yet: this part of the page is left out until you add one.`;
export const moveUp = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.item} op` : locale === "zu" ? `Khuphula i-${values.item}` : `Move ${values.item} up`;
export const moveDown = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Skuif ${values.item} af` : locale === "zu" ? `Ehlisa i-${values.item}` : `Move ${values.item} down`;
export const remove = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder ${values.item}` : locale === "zu" ? `Susa i-${values.item}` : `Remove ${values.item}`;
export const addItem = (values: { item: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voeg ${values.item} by` : locale === "zu" ? `Engeza i-${values.item}` : `Add ${values.item}`;
export const itemsOfMax = (values: { count: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.count} van hoogstens ${values.max}` : locale === "zu" ? `${values.count} kokungenani okungu-${values.max}` : `${values.count} of at most ${values.max}`;
export const fieldRequired = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is verpligtend` : locale === "zu" ? `${values.label} kuyadingeka` : `${values.label} is required`;
export const fieldTooLong = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} mag hoogstens ${values.max} karakters wees` : locale === "zu" ? `${values.label} akumele kudlule izinhlamvu ezingu-${values.max}` : `${values.label} must be at most ${values.max} characters`;
export const listAtMost = (values: { label: string | number; max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: hoogstens ${values.max} items` : locale === "zu" ? `${values.label}: okungenani okungu-${values.max}` : `${values.label}: at most ${values.max} items`;
export const listAtLeastOne = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label}: voeg minstens een item by` : locale === "zu" ? `${values.label}: engeza okungenani okukodwa` : `${values.label}: add at least one item`;
export const internalLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n pad op hierdie werf in wat met / begin, byvoorbeeld /contact-us` : locale === "zu" ? `Faka indlela kule sayithi eqala ngo-/, isibonelo /contact-us` : `Enter a path on this site starting with /, for example /contact-us`;
export const webLink = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer 'n adres in wat met https:// begin` : locale === "zu" ? `Faka ikheli eliqala ngo-https://` : `Enter an address starting with https://`;
export const chooseIntent = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Stoor konsep, Publiseer of Gooi konsep weg.` : locale === "zu" ? `Khetha Londoloza okusalungiswa, Shicilela noma Lahla okusalungiswa.` : `Choose Save draft, Publish or Discard draft.`;
export const uploadImage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai 'n prent op (PNG, JPEG, WebP of GIF)` : locale === "zu" ? `Layisha isithombe (PNG, JPEG, WebP noma GIF)` : `Upload an image (PNG, JPEG, WebP or GIF)`;
export const pageContentChanged = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Iemand anders het hierdie bladsy se inhoud verander terwyl u besig was om te wysig. U veranderinge is nog in die vorm: herlaai die bladsy om hulle s'n te sien, en stoor dan weer.` : locale === "zu" ? `Omunye umuntu ushintshe okuqukethwe yileli khasi ngesikhathi usahlela. Izinguquko zakho zisesefomini: layisha kabusha ikhasi ukuze ubone ezabo, bese ulondoloza futhi.` : `Someone else changed this page's content while you were editing. Your changes are still in the form: reload the page to see theirs, then save again.`;
export const noSuchPage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is nie so 'n bladsy nie.` : locale === "zu" ? `Alikho ikhasi elinjalo.` : `There is no such page.`;
