// Generated from data-saver.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const lessonDownloadSize = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les laai omtrent ${values.size} af.` : locale === "zu" ? `Lesi sifundo silanda cishe u-${values.size}.` : `This lesson downloads about ${values.size}.`;
export const lessonHasNoFiles = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie les het geen lêers om af te laai nie.` : locale === "zu" ? `Lesi sifundo asinawo amafayela okulandwa.` : `This lesson has no files to download.`;
export const dataSaverChosen = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Video's, opnames en dokumente laai wanneer jy daarop tik.` : locale === "zu" ? `Amavidiyo, okuqoshiwe namadokhumenti alayishwa uma uwathinta.` : `Videos, recordings and documents load when you tap them.`;
export const dataSaverAutomatic = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die databespaarder is aan omdat jou blaaier vra om data te spaar of jou verbinding stadig is: video's, opnames en dokumente laai wanneer jy daarop tik.` : locale === "zu" ? `Ukonga idatha kuvuliwe ngoba isiphequluli sakho sicela ukonga idatha noma uxhumano lwakho luhamba kancane: amavidiyo, okuqoshiwe namadokhumenti alayishwa uma uwathinta.` : `The data saver is on because your browser asks to save data or your connection is slow: videos, recordings and documents load when you tap them.`;
export const videoNotLoaded = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die video is nie gelaai nie, om data te spaar (${values.size}).` : locale === "zu" ? `Ividiyo ayilayishiwe, ukuze kongiwe idatha (${values.size}).` : `The video is not loaded, to save data (${values.size}).`;
export const embeddedVideoNotLoaded = (values: { site: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die video is nie gelaai nie, om data te spaar: dit stroom van ${values.site} af wanneer dit speel.` : locale === "zu" ? `Ividiyo ayilayishiwe, ukuze kongiwe idatha: isakazwa isuka ku-${values.site} uma idlalwa.` : `The video is not loaded, to save data: it streams from ${values.site} when played.`;
export const documentNotLoaded = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die dokument word nie hier gewys nie, om data te spaar (${values.size}).` : locale === "zu" ? `Idokhumenti ayiboniswa lapha, ukuze kongiwe idatha (${values.size}).` : `The document is not shown here, to save data (${values.size}).`;
export const unknownSize = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `grootte onbekend` : locale === "zu" ? `ubukhulu abaziwa` : `size unknown`;
export const loadVideo = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai die video` : locale === "zu" ? `Layisha ividiyo` : `Load the video`;
export const showDocument = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Wys die dokument` : locale === "zu" ? `Bonisa idokhumenti` : `Show the document`;
export const audioVersion = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klankweergawe van die video (${values.size}), om data te spaar` : locale === "zu" ? `Inguqulo yomsindo yevidiyo (${values.size}), ukuze kongiwe idatha` : `Audio version of the video (${values.size}), to save data`;
export const watchVideoInstead = (values: { size: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kyk eerder na die video (${values.size})` : locale === "zu" ? `Buka ividiyo esikhundleni (${values.size})` : `Watch the video instead (${values.size})`;
