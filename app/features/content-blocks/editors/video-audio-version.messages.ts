// Generated from video-audio-version.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../../lib/i18n/current-locale.ts";
import type { Locale } from "../../../lib/i18n/locales.ts";

export const audioVersionHeading = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klankweergawe (vir die databespaarder)` : locale === "zu" ? `Inguqulo yomsindo (yokonga idatha)` : `Audio version (for the data saver)`;
export const audioVersionHelp = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Leerders met die databespaarder aan hoor hierdie opname in plaas daarvan om die video af te laai. Laai 'n MP3 of M4A van die video se klank op.` : locale === "zu" ? `Abafundi abavule ukonga idatha balalela lokhu okuqoshiwe esikhundleni sokulanda ividiyo. Layisha i-MP3 noma i-M4A yomsindo wevidiyo.` : `Learners with the data saver on hear this recording instead of downloading the video. Upload an MP3 or M4A of the video's sound.`;
export const uploadAudioVersion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Laai klankweergawe op` : locale === "zu" ? `Layisha inguqulo yomsindo` : `Upload audio version`;
export const replaceAudioVersion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Vervang klankweergawe` : locale === "zu" ? `Shintsha inguqulo yomsindo` : `Replace audio version`;
export const removeAudioVersion = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Verwyder klankweergawe` : locale === "zu" ? `Susa inguqulo yomsindo` : `Remove audio version`;
export const audioVersionOf = (values: { video: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Klankweergawe van ${values.video}` : locale === "zu" ? `Inguqulo yomsindo ka-${values.video}` : `Audio version of ${values.video}`;
