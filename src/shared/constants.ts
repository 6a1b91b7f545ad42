/** Business constants of SPEC.md section 9, shared by the server and the console. */
export const TICKET_LIFETIME_MS = 8 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 60_000;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
export const MAX_PAGE_SIZE = 100;
export const WIDGET_LIMIT = 20;
export const INT_MAX = 2147483647;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SIDE_MENU_WIDTH = 200;
export const SIDE_MENU_COLLAPSED_WIDTH = 80;
export const COPYRIGHT_FROM = 2001;
/** puser_name prefixes of domain accounts, whose passwords are managed by the directory, not by us */
export const DOMAIN_ACCOUNT_PREFIXES = ['ad_', 'ldap_'];
export const API_VERSION = 'v1';
export const PLATFORM_CODE = 'open-platform';
