/** The headers of DESIGN.md section 3 every call carries: the transport's (client.ts) and the page's first calls (early.ts). */
import { API_VERSION, PLATFORM_CODE } from '../shared/constants.ts';
import { getLocale, getTicket } from './session.ts';

export function sessionHeaders(): Record<string, string> {
  const ticket = getTicket();
  return {
    ...(ticket ? { ticket } : {}),
    'api-version': API_VERSION,
    language: getLocale(),
    'platform-code': PLATFORM_CODE,
  };
}
