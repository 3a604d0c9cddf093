// Generated from messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const zipCmi5CourseCmi5Xml = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie ZIP is ’n cmi5-kursus (dit het cmi5.xml). Voeg dit eerder met ’n cmi5-blok by: sy eenhede begin met die leerder se xAPI-rekord.` : locale === "zu" ? `Le ZIP iyinkambo ye-cmi5 (ine-cmi5.xml). Yengeze ngebhulokhi ye-cmi5 esikhundleni salokho: amayunithi ayo aqalisa nerekhodi le-xAPI lomfundi.` : `This ZIP is a cmi5 course (it has cmi5.xml). Add it with a cmi5 block instead: its units launch with the learner's xAPI record.`;
export const zipScormPackageNotCmi5 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie ZIP is ’n SCORM-pakket, nie ’n cmi5-kursus nie (dit het geen cmi5.xml nie). Voeg dit eerder met ’n SCORM-pakketblok by.` : locale === "zu" ? `Le ZIP iyiphakheji ye-SCORM, hhayi inkambo ye-cmi5 (ayinayo i-cmi5.xml). Yengeze ngebhulokhi yephakheji ye-SCORM esikhundleni salokho.` : `This ZIP is a SCORM package, not a cmi5 course (it has no cmi5.xml). Add it with a SCORM package block instead.`;
export const packageNoSuchItem = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket het nie so ’n item nie.` : locale === "zu" ? `Iphakheji ayinayo into enjalo.` : `The package has no such item.`;
export const noSuchFile = (values: { path: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket bevat geen lêer “${values.path}” nie.` : locale === "zu" ? `Iphakheji ayinalo ifayela elithi “${values.path}”.` : `The package holds no file "${values.path}".`;
export const packageSFileMissingStorage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se lêer ontbreek in die berging.` : locale === "zu" ? `Ifayela lephakheji alikho endaweni yokugcina.` : `The package's file is missing from storage.`;
export const zipNotScormCmi5Package = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ZIP is nie ’n SCORM- of cmi5-pakket nie: dit het geen imsmanifest.xml (SCORM) of cmi5.xml (cmi5) op sy boonste vlak nie.` : locale === "zu" ? `I-ZIP ayiyona iphakheji ye-SCORM noma ye-cmi5: ayinayo i-imsmanifest.xml (SCORM) noma i-cmi5.xml (cmi5) ezingeni layo eliphezulu.` : `The ZIP is not a SCORM or cmi5 package: it has no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at its top level.`;
export const missingFiles = (values: { files: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die manifes noem lêers wat die pakket nie bevat nie: ${values.files}.` : locale === "zu" ? `I-manifest ibala amafayela angekho ephakheji: ${values.files}.` : `The manifest names files the package does not hold: ${values.files}.`;
export const missingFilesMore = (values: { count: string | number; files: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die manifes noem lêers wat die pakket nie bevat nie: ${values.files} en nog ${values.count}.` : locale === "zu" ? `I-manifest ibala amafayela angekho ephakheji: ${values.files} namanye angu-${values.count}.` : `The manifest names files the package does not hold: ${values.files} and ${values.count} more.`;
export const imsmanifestXmlNoManifestElement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `imsmanifest.xml het geen <manifest>-element nie.` : locale === "zu" ? `I-imsmanifest.xml ayinayo i-elementi ethi <manifest>.` : `imsmanifest.xml has no <manifest> element.`;
export const unknownSchemaVersion = (values: { version: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `imsmanifest.xml noem schemaversion “${values.version}”: Campus lees SCORM 1.2 en SCORM 2004 (3de of 4de uitgawe).` : locale === "zu" ? `I-imsmanifest.xml ibala i-schemaversion ethi “${values.version}”: i-Campus ifunda i-SCORM 1.2 ne-SCORM 2004 (uhlelo lwesi-3 noma lwesi-4).` : `imsmanifest.xml names schemaversion "${values.version}": Campus reads SCORM 1.2 and SCORM 2004 (3rd or 4th edition).`;
export const imsmanifestXmlNoOrganizationThere = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `imsmanifest.xml het geen organization nie: daar is niks om te begin nie.` : locale === "zu" ? `I-imsmanifest.xml ayinayo i-organization: akukho okungaqaliswa.` : `imsmanifest.xml has no organization: there is nothing to launch.`;
export const resourceNotAFile = (values: { href: string | number; resource: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die hulpbron “${values.resource}” begin “${values.href}”, wat nie ’n lêer in die pakket is nie.` : locale === "zu" ? `Insiza ethi “${values.resource}” iqalisa “${values.href}”, okungelona ifayela ephakheji.` : `The resource "${values.resource}" launches "${values.href}", which is not a file in the package.`;
export const packageSOrganisationLaunchesNothing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket se organisasie begin niks nie: geen item noem ’n hulpbron nie.` : locale === "zu" ? `Ukuhlelwa kwephakheji akuqalisi lutho: ayikho into ebala insiza.` : `The package's organisation launches nothing: no item names a resource.`;
export const cmi5XmlNoCoursestructureElement = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi5.xml het geen <courseStructure>-element nie.` : locale === "zu" ? `I-cmi5.xml ayinayo i-elementi ethi <courseStructure>.` : `cmi5.xml has no <courseStructure> element.`;
export const cmi5XmlNamesNoAu = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi5.xml noem geen AU nie: daar is niks om te begin nie.` : locale === "zu" ? `I-cmi5.xml ayibali i-AU: akukho okungaqaliswa.` : `cmi5.xml names no AU: there is nothing to launch.`;
export const notANumber = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is nie ’n getal nie.` : locale === "zu" ? `${values.label}: akuyona inombolo.` : `${values.label} is not a number.`;
export const outOfRange = (values: { label: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `${values.label} is buite bereik.` : locale === "zu" ? `${values.label}: kungaphandle kobubanzi obuvunyelwe.` : `${values.label} is out of range.`;
export const locationLongerThan1000 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die ligging is langer as 1 000 karakters.` : locale === "zu" ? `Indawo ide kunezinhlamvu eziyi-1 000.` : `The location is longer than 1,000 characters.`;
export const suspendDataLongerThan64 = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die opskortdata is langer as 64 000 karakters.` : locale === "zu" ? `Idatha yokumisa ide kunezinhlamvu ezingu-64 000.` : `The suspend data is longer than 64,000 characters.`;
export const cmiCoreLessonStatusNot = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi.core.lesson_status is nie een van SCORM 1.2 se statusse nie.` : locale === "zu" ? `I-cmi.core.lesson_status akusona isimo se-SCORM 1.2.` : `cmi.core.lesson_status is not one of SCORM 1.2's statuses.`;
export const cmiCompletionStatusNotOne = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi.completion_status is nie een van SCORM 2004 se statusse nie.` : locale === "zu" ? `I-cmi.completion_status akusona isimo se-SCORM 2004.` : `cmi.completion_status is not one of SCORM 2004's statuses.`;
export const cmiSuccessStatusNotOne = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi.success_status is nie een van SCORM 2004 se statusse nie.` : locale === "zu" ? `I-cmi.success_status akusona isimo se-SCORM 2004.` : `cmi.success_status is not one of SCORM 2004's statuses.`;
export const rawScore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die rou telling` : locale === "zu" ? `Amaphuzu angahlelwanga` : `The raw score`;
export const minimumScore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die minimum telling` : locale === "zu" ? `Amaphuzu amancane kakhulu` : `The minimum score`;
export const maximumScore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die maksimum telling` : locale === "zu" ? `Amaphuzu amakhulu kakhulu` : `The maximum score`;
export const scaledScore = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die geskaalde telling` : locale === "zu" ? `Amaphuzu alinganisiwe` : `The scaled score`;
export const progressMeasure = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die vorderingsmaatstaf` : locale === "zu" ? `Isilinganiso senqubekela phambili` : `The progress measure`;
export const exitValueNotKnown = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die uittreewaarde is onbekend.` : locale === "zu" ? `Inani lokuphuma alaziwa.` : `The exit value is not known.`;
export const sessionTimeNotScormTime = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die sessietyd is nie ’n SCORM-tydsduur nie.` : locale === "zu" ? `Isikhathi seseshini asiyona isikhathi se-SCORM.` : `The session time is not a SCORM time span.`;
export const packageNoSuchSco = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket het nie so ’n SCO nie.` : locale === "zu" ? `Iphakheji ayinayo i-SCO enjalo.` : `The package has no such SCO.`;
export const cmi5PackageReportsThroughXapi = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n cmi5-pakket rapporteer deur xAPI, nie die SCORM-looptyd nie.` : locale === "zu" ? `Iphakheji ye-cmi5 ibika nge-xAPI, hhayi nge-SCORM runtime.` : `A cmi5 package reports through xAPI, not the SCORM runtime.`;
export const scorm12PackageReports = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n SCORM 1.2-pakket rapporteer cmi.core.lesson_status, nie voltooiing en sukses nie.` : locale === "zu" ? `Iphakheji ye-SCORM 1.2 ibika i-cmi.core.lesson_status, hhayi ukuqedwa nempumelelo.` : `A SCORM 1.2 package reports cmi.core.lesson_status, not completion and success.`;
export const scorm2004PackageReportsCompletion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `’n SCORM 2004-pakket rapporteer voltooiing- en suksesstatus, nie lesson_status nie.` : locale === "zu" ? `Iphakheji ye-SCORM 2004 ibika isimo sokuqedwa nesempumelelo, hhayi i-lesson_status.` : `A SCORM 2004 package reports completion and success status, not lesson_status.`;
export const packageSavedAnotherWindowSince = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie pakket is vanuit ’n ander venster gestoor nadat dit hier oopgemaak is. Laai die les weer om voort te gaan van die jongste stoorpunt.` : locale === "zu" ? `Le phakheji ilondolozwe kwelinye iwindi selokhu yavulwa lapha. Layisha kabusha isifundo ukuze uqhubeke kusukela ekulondolozweni kwakamuva.` : `This package was saved from another window since it opened here. Reload the lesson to carry on from the latest save.`;
export const packageTooLarge = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die pakket is groter as 200 MB. Maak dit kleiner en laai dit weer op.` : locale === "zu" ? `Iphakheji likhulu kune-200 MB. Lenze libe lincane bese uliphakela futhi.` : `The package is larger than 200 MB. Make it smaller and upload it again.`;
/** The title a SCORM package gets when its manifest names none. */
export const scormPackage = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `SCORM-pakket` : locale === "zu" ? `Iphakheji ye-SCORM` : `SCORM package`;
/** The title a cmi5 package gets when its cmi5.xml names none. */
export const cmi5Course = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `cmi5-kursus` : locale === "zu" ? `Inkambo ye-cmi5` : `cmi5 course`;
