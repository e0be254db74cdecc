/**
 * A WhatsApp number (digits with the country code, as Settings keeps it) as people read it: an
 * Indian mobile as "+91 98450 12345", any other as "+" and its digits.
 */
export const readableWhatsApp = (digits: string) => {
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : `+${digits}`;
};
