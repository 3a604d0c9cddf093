// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const chooseOneOfTheCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die maatskappy se opleidingsbestuurders.` : locale === "zu" ? `Khetha omunye wabaphathi bokuqeqeshwa benkampani.` : `Choose one of the company's training managers.`;
export const chooseOneOfTheCompany2 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies een van die maatskappy se werknemers.` : locale === "zu" ? `Khetha esinye sezisebenzi zenkampani.` : `Choose one of the company's employees.`;
export const thisEmployeeHasNoCampus = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie werknemer het nog geen Campus-rekening nie, dus kan geen ID-nommer vir hulle gehou word nie.` : locale === "zu" ? `Lesi sisebenzi asikabi nayo i-akhawunti ye-Campus, ngakho ayikho inombolo kamazisi engagcinelwa sona.` : `This employee has no Campus account yet, so no ID number can be kept for them.`;
export const thisInterventionDoesNotExist = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie intervensie bestaan nie.` : locale === "zu" ? `Lokhu kungenelela akukho.` : `This intervention does not exist.`;
export const aSkillsReportHoldsUp = (values: { maxSkillsRows: string | number; year: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Vaardigheidsverslag bevat hoogstens ${values.maxSkillsRows} intervensies; ${values.year} het meer vir hierdie maatskappy. Vra 'n administrateur vir 'n uitvoer.` : locale === "zu" ? `Umbiko wamakhono uthatha ukungenelela okungu-${values.maxSkillsRows} kuphela; u-${values.year} unokungaphezulu kule nkampani. Cela umlawuli akukhiphele khona.` : `A skills report holds up to ${values.maxSkillsRows} interventions; ${values.year} has more for this company. Ask an administrator for an export.`;
export const reloadThePageAndTry = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die bladsy weer en probeer weer.` : locale === "zu" ? `Layisha kabusha ikhasi bese nizama futhi.` : `Reload the page and try again.`;
export const lettersDigitsSpacesAnd = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gebruik slegs letters, syfers, spasies en koppeltekens.` : locale === "zu" ? `Sebenzisa izinhlamvu, izinombolo, izikhala nezihlukanisi kuphela.` : `Use letters, digits, spaces and hyphens only.`;
export const anIdOrPassportNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n ID- of paspoortnommer is hoogstens 30 karakters.` : locale === "zu" ? `Inombolo kamazisi noma yephasiphothi inezinhlamvu ezingu-30 kuphela.` : `An ID or passport number is at most 30 characters.`;
export const chooseSouthAfricanIdOr = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies Suid-Afrikaanse ID of paspoort.` : locale === "zu" ? `Khetha umazisi waseNingizimu Afrika noma iphasiphothi.` : `Choose South African ID or passport.`;
export const enterTheIdOrPassport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Tik die ID- of paspoortnommer in.` : locale === "zu" ? `Faka inombolo kamazisi noma yephasiphothi.` : `Enter the ID or passport number.`;
export const aSouthAfricanIdNumber = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n Suid-Afrikaanse ID-nommer het 13 geldige syfers.` : locale === "zu" ? `Inombolo kamazisi waseNingizimu Afrika inezinombolo ezingu-13 ezilungile.` : `A South African ID number has 13 valid digits.`;
export const chooseAPopulationGroup = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n bevolkingsgroep.` : locale === "zu" ? `Khetha iqembu labantu.` : `Choose a population group.`;
export const chooseYesOrNo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies ja of nee.` : locale === "zu" ? `Khetha yebo noma cha.` : `Choose yes or no.`;
export const tickTheConsentBoxTo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Merk die toestemmingsblokkie om u bevolkingsgroep, geslag of gestremdheid te verskaf.` : locale === "zu" ? `Maka ibhokisi lemvume ukuze ninikeze iqembu labantu, ubulili noma ukukhubazeka.` : `Tick the consent box to give your population group, gender or disability.`;
export const chooseAnEmployee = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n werknemer.` : locale === "zu" ? `Khetha isisebenzi.` : `Choose an employee.`;
export const chooseTheKindOfIntervention = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies die soort intervensie.` : locale === "zu" ? `Khetha uhlobo longenelelo.` : `Choose the kind of intervention.`;
export const chooseAnIntervention = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n intervensie.` : locale === "zu" ? `Khetha ukungenelela.` : `Choose an intervention.`;
export const anOfoCodeIsSix = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n OFO-kode is ses syfers, opsioneel ná die OFO-jaar: 2021-242401.` : locale === "zu" ? `Ikhodi ye-OFO iyizinombolo eziyisithupha, ngokuzikhethela ngemva konyaka we-OFO: 2021-242401.` : `An OFO code is six digits, optionally after the OFO year: 2021-242401.`;
export const anNqfLevelIsA = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `'n NQF-vlak is 'n getal van 1 tot 10.` : locale === "zu" ? `Izinga le-NQF liyinombolo esuka ku-1 kuya ku-10.` : `An NQF level is a number from 1 to 10.`;
export const chooseFinancialYear = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n finansiële jaar van 2000 tot 2100.` : locale === "zu" ? `Khetha unyaka wezimali kusuka ku-2000 kuya ku-2100.` : `Choose a financial year from 2000 to 2100.`;
export const noSkillsReport = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Daar is geen vaardigheidsverslag vir hierdie maatskappy nie.` : locale === "zu" ? `Awukho umbiko wamakhono wale nkampani.` : `There is no skills report for this company.`;
