// Generated from checkout.messages.json by scripts/compile-messages.ts (npm run messages): edit the JSON, not this file.
import { currentLocale } from "../../lib/i18n/current-locale.ts";
import type { Locale } from "../../lib/i18n/locales.ts";

export const cartTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie` : locale === "zu" ? `Inqola yakho` : `Your cart`;
export const cartDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die kursusse, opleidingsdatums en geleenthede in u mandjie, geprys met BTW.` : locale === "zu" ? `Izinkambo, izinsuku zokuqeqeshwa nemicimbi esenqoleni yakho, kubalwe nentengo ye-VAT.` : `The courses, training dates and events in your cart, priced with VAT.`;
export const onlyTrainingManager = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U kan net as sy opleidingsbestuurder op 'n maatskappy se rekening koop.` : locale === "zu" ? `Ungathenga nge-akhawunti yenkampani kuphela uma ungumphathi wayo wokuqeqeshwa.` : `You can buy for a company's account only as its training manager.`;
export const chooseManagedCompany = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies 'n maatskappy waarvan u die opleidingsbestuurder is, of 'n Ander maatskappy.` : locale === "zu" ? `Khetha inkampani ongumphathi wayo wokuqeqeshwa, noma Enye inkampani.` : `Choose a company you are the training manager of, or Another company.`;
export const cartEmpty = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U mandjie is leeg.` : locale === "zu" ? `Inqola yakho ayinalutho.` : `Your cart is empty.`;
export const checkoutTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal` : locale === "zu" ? `Khokha` : `Checkout`;
export const checkoutDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U besonderhede, die bywoners en hoe u vir die items in u mandjie betaal.` : locale === "zu" ? `Imininingwane yakho, abahambeli nokuthi ukhokhela kanjani izinto ezisenqoleni yakho.` : `Your details, the attendees and how you pay for the items in your cart.`;
export const payTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaal vir u bestelling` : locale === "zu" ? `Khokhela i-oda lakho` : `Pay for your order`;
export const payDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Gaan voort na die betalingsverskaffer.` : locale === "zu" ? `Qhubekela kumhlinzeki wenkokhelo.` : `Continue to the payment provider.`;
export const orderMissing = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Hierdie bestelling bestaan nie.` : locale === "zu" ? `Leli oda alikho.` : `This order does not exist.`;
export const paymentNotCompletedTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Betaling nie voltooi nie` : locale === "zu" ? `Inkokhelo ayiqediwe` : `Payment not completed`;
export const paymentNotCompletedDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die betaling is gekanselleer of het nie deurgegaan nie.` : locale === "zu" ? `Inkokhelo ikhanseliwe noma ayiphumelelanga.` : `The payment was cancelled or did not go through.`;
export const thankYouTitle = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Dankie vir u betaling` : locale === "zu" ? `Siyabonga ngenkokhelo yakho` : `Thank you for your payment`;
export const thankYouDescription = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `U betaling word bevestig.` : locale === "zu" ? `Inkokhelo yakho iyaqinisekiswa.` : `Your payment is being confirmed.`;
export const orderTitle = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number}` : locale === "zu" ? `I-oda ${values.number}` : `Order ${values.number}`;
export const pageNotFound = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Blad nie gevind nie` : locale === "zu" ? `Ikhasi alitholakalanga` : `Page not found`;
export const addedToCartToast = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `By u mandjie gevoeg` : locale === "zu" ? `Kungeziwe enqoleni yakho` : `Added to your cart`;
export const orderPlacedToast = (values: { number: string | number }, locale: Locale = currentLocale()): string =>
  locale === "af" ? `Bestelling ${values.number} geplaas` : locale === "zu" ? `I-oda ${values.number} ifakiwe` : `Order ${values.number} placed`;
export const chooseHowToPay = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Kies hoe om te betaal.` : locale === "zu" ? `Khetha indlela yokukhokha.` : `Choose how to pay.`;
export const paymentCouldNotStart = (locale: Locale = currentLocale()): string =>
  locale === "af" ? `Die betaling kon nie begin word nie.` : locale === "zu" ? `Inkokhelo ayikwazanga ukuqalwa.` : `The payment could not be started.`;
