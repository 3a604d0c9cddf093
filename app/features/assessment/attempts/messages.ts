// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";
import { plural } from "../../../lib/i18n/message-runtime.ts";

export const foreignChoice = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Antwoord noem 'n keuse wat sy vraag nie het nie.` : locale === "zu" ? `Impendulo ibala ukukhetha umbuzo wayo ongenakho.` : `An answer names a choice its question does not have.`;
export const answerUnreadable = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie antwoord kan nie gelees word nie.` : locale === "zu" ? `Le mpendulo ayifundeki.` : `This answer cannot be read.`;
export const tooManyWords = (values: { limit: string | number; words: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoord het ${values.words} woorde: hoogstens ${values.limit} word toegelaat.` : locale === "zu" ? `Impendulo yakho inamagama angu-${values.words}: kuvunyelwe angekho ngaphezu kwangu-${values.limit}.` : `Your answer has ${values.words} words: at most ${values.limit} are allowed.`;
export const checkAnswersMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk na die gemerkte antwoorde.` : locale === "zu" ? `Hlola izimpendulo ezimakiwe.` : `Check the answers marked.`;
export const attemptMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie poging bestaan nie. Herlaai die bladsy.` : locale === "zu" ? `Lo mzamo awukho. Layisha kabusha ikhasi.` : `This attempt does not exist. Reload the page.`;
export const alreadySubmitted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie poging is reeds ingedien. Herlaai die bladsy om jou uitslag te sien.` : locale === "zu" ? `Lo mzamo usuthunyelwe kakade. Layisha kabusha ikhasi ukuze ubone umphumela wakho.` : `This attempt has already been submitted. Reload the page to see your result.`;
export const notShown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Antwoorde is gestuur vir 'n vraag wat hierdie poging nie gevra het nie. Herlaai die bladsy en probeer weer.` : locale === "zu" ? `Kuthunyelwe izimpendulo zombuzo lo mzamo ongawubuzanga. Layisha kabusha ikhasi bese uzama futhi.` : `Answers were sent for a question this attempt did not ask. Reload the page and try again.`;
export const startedElsewhere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Poging aan hierdie vasvra is sopas in 'n ander oortjie of venster begin. Herlaai die bladsy om daarmee voort te gaan.` : locale === "zu" ? `Umzamo walesi sivivinyo usanda kuqalwa kwenye ithebhu noma iwindi. Layisha kabusha ikhasi ukuze uwuqhubeke.` : `An attempt at this quiz was started in another tab or window just now. Reload the page to continue it.`;
export const noQuestions = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie vasvra het nog geen vrae om te vra nie. Laat die kursus se instrukteur weet.` : locale === "zu" ? `Lesi sivivinyo asikabi nayo imibuzo ongayibuzwa. Tshela umfundisi wenkambo.` : `This quiz has no questions to ask yet. Tell the course's instructor.`;
export const attemptsUsed = (values: { count: number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? plural(locale, values.count, { one: `Jy het jou een poging aan hierdie vasvra gebruik.`, other: `Jy het al ${values.count} pogings aan hierdie vasvra gebruik.` }) : locale === "zu" ? plural(locale, values.count, { one: `Usuwusebenzisile umzamo wakho owodwa walesi sivivinyo.`, other: `Usuyisebenzisile yonke imizamo engu-${values.count} yalesi sivivinyo.` }) : plural(locale, values.count, { one: `You have used your one attempt at this quiz.`, other: `You have used all ${values.count} attempts at this quiz.` });
export const timeUp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die tyd vir hierdie poging is verby: antwoorde wat ná die sperdatum gestuur word, word nie aanvaar nie. Die antwoorde wat daarvoor gestoor is, is nagesien.` : locale === "zu" ? `Isikhathi salo mzamo siphelile: izimpendulo ezithunyelwe ngemva kwesikhathi esinqunyiwe azamukelwa. Izimpendulo ezilondolozwe ngaphambi kwaso zimakiwe.` : `The time for this attempt is up: answers sent after the deadline are not accepted. The answers saved before it were marked.`;
