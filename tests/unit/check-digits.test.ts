/** The check characters of the unified social credit code (GB 32100-2015) and the ID card number (GB 11643-1999). */
import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  idCardCheckChar,
  validCreditCode,
  validIdCard,
} from '../../src/server/accounts/check-digits.ts';

describe('unified social credit code', () => {
  it('accepts real codes and computes their check character', () => {
    for (const code of ['91350100M000100Y43', '91110000600037341L', '91440300708461136T']) {
      expect(validCreditCode(code), code).toBe(true);
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
    }
    expect(validCreditCode('91350100m000100y43')).toBe(true);
  });

  it('refuses a wrong check character, letters outside the alphabet, and wrong lengths', () => {
    expect(validCreditCode('91350100M000100Y44')).toBe(false);
    expect(validCreditCode('91350100M000100I43')).toBe(false);
    expect(validCreditCode('91350100M000100Y4')).toBe(false);
  });
});

describe('ID card number', () => {
  it('accepts real numbers, X as the check digit included', () => {
    expect(validIdCard('11010519491231002X')).toBe(true);
    expect(validIdCard('11010519491231002x')).toBe(true);
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('refuses a wrong check digit and impossible birth dates', () => {
    expect(validIdCard('110105194912310021')).toBe(false);
    expect(validIdCard('110105194902300021')).toBe(false);
    expect(validIdCard('11010519491231002')).toBe(false);
  });
});
