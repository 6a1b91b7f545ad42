/**
 * Check characters of Chinese identifiers: the unified social credit code (GB 32100-2015: 18 characters from a
 * 31-character alphabet, the last a mod-31 check) and the resident ID card number (GB 11643-1999: 17 digits and a
 * mod-11 check digit, X for 10).
 */
const CREDIT_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_ALPHABET.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * CREDIT_WEIGHTS[i];
  }
  return CREDIT_ALPHABET[(31 - (sum % 31)) % 31];
}

export function validCreditCode(raw: string): boolean {
  const code = raw.trim().toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11];
}

export function validIdCard(raw: string): boolean {
  const id = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  // the birth date (characters 7–14) must be a real day
  const y = Number(id.slice(6, 10)),
    m = Number(id.slice(10, 12)),
    d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  return idCardCheckChar(id.slice(0, 17)) === id[17];
}
