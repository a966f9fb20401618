/** The WhatsApp chat link for a phone number in international form, with an optional first message. */
export function whatsAppLink(phone: string, text?: string): string {
  const digits = phone.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
