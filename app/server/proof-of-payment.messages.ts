// Generated from proof-of-payment.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../lib/i18n/current-locale.ts";
import type { Locale } from "../lib/i18n/locales.ts";

export const proofActivePdf = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie PDF bevat skripte, outomatiese aksies of aangehegte lêers, of kon nie daarvoor nagegaan word nie. Stoor dit weer, byvoorbeeld met "Print to PDF", en laai daardie kopie op.` : locale === "zu" ? `Le PDF iqukethe imibhalo yekhodi, izenzo ezizenzakalelayo noma amafayela anamathiselwe, noma ayikwazanga ukuhlolelwa lokho. Yilondoloze futhi, isibonelo nge-"Print to PDF", bese uphakela lelo khophi.` : `This PDF contains scripts, automatic actions or attached files, or could not be checked for them. Save it again, for example with "Print to PDF", and upload that copy.`;
export const proofEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die lêer is leeg. Kies die bewys van betaling weer.` : locale === "zu" ? `Ifayela alinalutho. Khetha ubufakazi benkokhelo futhi.` : `The file is empty. Choose the proof of payment again.`;
export const proofNotAllowed = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die bewys van betaling moet 'n PDF-, PNG- of JPEG-lêer wees. Campus lees wat in die lêer is, nie sy naam nie, en hierdie lêer is nie een daarvan nie.` : locale === "zu" ? `Ubufakazi benkokhelo kumele bube yifayela le-PDF, le-PNG noma le-JPEG. I-Campus ifunda okuqukethwe yifayela, hhayi igama lalo, futhi leli fayela alisilo nelilodwa kulawo.` : `The proof of payment must be a PDF, PNG or JPEG file. Campus reads what the file holds, not its name, and this file is none of those.`;
