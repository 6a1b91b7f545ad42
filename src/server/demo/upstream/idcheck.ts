/** PRC resident ID numbers (GB 11643-1999): region, birth date, sequence and an ISO 7064 MOD 11-2 check character. */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARS = '10X98765432';
/** Province-level codes (first two digits). */
const PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);

export function checkCharacter(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK_CHARS[sum % 11];
}

export type IdMismatchReason = 'bad_region' | 'bad_birth_date' | 'birth_date_in_future' | 'bad_check_digit';

/** For a number of the right form (17 digits and a digit or X): what is wrong with it, and what it says. */
export function checkIdNumber(idNumber: string, now: number) {
  const id = idNumber.toUpperCase();
  const reasons: IdMismatchReason[] = [];
  if (!PROVINCES.has(id.slice(0, 2))) reasons.push('bad_region');
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  const birthDate = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const validDate =
    y >= 1800 && birth.getUTCFullYear() === y && birth.getUTCMonth() === m - 1 && birth.getUTCDate() === d;
  if (!validDate) reasons.push('bad_birth_date');
  else if (birth.getTime() > now) reasons.push('birth_date_in_future');
  if (checkCharacter(id) !== id[17]) reasons.push('bad_check_digit');
  return {
    result: reasons.length === 0 ? ('match' as const) : ('mismatch' as const),
    reasons,
    birth_date: validDate ? birthDate : null,
    gender: Number(id[16]) % 2 === 1 ? ('male' as const) : ('female' as const),
    region_code: id.slice(0, 6),
  };
}

export const ID_NUMBER_FORM = /^\d{17}[\dXx]$/;
