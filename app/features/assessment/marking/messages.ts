// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const attemptNotSubmitted = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie poging bestaan nie of is nie ingedien nie.` : locale === "zu" ? `Lo mzamo awukho noma awukathunyelwa.` : `This attempt does not exist or is not submitted.`;
export const alreadyMarked = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie poging is reeds nagesien.` : locale === "zu" ? `Lo mzamo usumakiwe kakade.` : `This attempt is already marked.`;
export const anotherAssessorSaved = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Ander assessor het punte vir hierdie poging gestoor terwyl jy nagesien het. Herlaai om dit te sien en sien dan weer na.` : locale === "zu" ? `Omunye umhloli ulondoloze amamaki alo mzamo ngesikhathi usamaka. Layisha kabusha ukuze uwabone, bese umaka futhi.` : `Another assessor saved marks for this attempt while you were marking. Reload to see them, then mark again.`;
export const markForNoEssay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Punt is gestuur vir 'n vraag waarvoor hierdie poging geen opstel het nie.` : locale === "zu" ? `Kuthunyelwe amamaki ombuzo lo mzamo ongenayo indatshana yawo.` : `A mark was sent for a question this attempt has no essay for.`;
export const enterPointsForEssay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die punte vir minstens een opstel in.` : locale === "zu" ? `Faka amaphuzu okungenani endatshaneni eyodwa.` : `Enter the points for at least one essay.`;
export const checkMarks = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk na die punte.` : locale === "zu" ? `Hlola amamaki.` : `Check the marks.`;
export const yourQuiz = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `jou vasvra` : locale === "zu" ? `isivivinyo sakho` : `your quiz`;
export const resultFor = (values: { quiz: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou uitslag vir ${values.quiz}` : locale === "zu" ? `Umphumela wakho we-${values.quiz}` : `Your result for ${values.quiz}`;
export const hello = (values: { name: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hallo ${values.name},` : locale === "zu" ? `Sawubona ${values.name},` : `Hello ${values.name},`;
export const markedPassed = (values: { max: string | number; score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoorde is nagesien. Jy het ${values.score} uit ${values.max} behaal: jy het geslaag.` : locale === "zu" ? `Izimpendulo zakho zimakiwe. Uthole u-${values.score} kwangu-${values.max}: uphumelele.` : `Your answers have been marked. You scored ${values.score} out of ${values.max}: you passed.`;
export const markedNotPassed = (values: { max: string | number; passMark: string | number; score: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Jou antwoorde is nagesien. Jy het ${values.score} uit ${values.max} behaal: nog nie geslaag nie (die slaagpunt is ${values.passMark}%).` : locale === "zu" ? `Izimpendulo zakho zimakiwe. Uthole u-${values.score} kwangu-${values.max}: awukaphumeleli (amamaki okuphumelela angu-${values.passMark}%).` : `Your answers have been marked. You scored ${values.score} out of ${values.max}: not passed yet (the pass mark is ${values.passMark}%).`;
export const seeYourResult = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Sien jou uitslag` : locale === "zu" ? `Bona umphumela wakho` : `See your result`;
export const pointsRange = (values: { max: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Voer die punte in as 'n heelgetal van 0 tot ${values.max}.` : locale === "zu" ? `Faka amaphuzu njengenombolo ephelele kusuka ku-0 kuya ku-${values.max}.` : `Enter the points as a whole number from 0 to ${values.max}.`;
export const commentTooLong = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kommentaar is te lank.` : locale === "zu" ? `Umbono mude kakhulu.` : `The comment is too long.`;
