/** tel: with the digits and a leading + only (spaces and brackets are for people, not for the dialler). */
export function telephoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith("+") ? "+" : ""}${phone.replace(/\D/g, "")}`;
}

/** WhatsApp's click-to-chat link takes the international number as digits only. */
export function whatsAppHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}
