/**
 * The account-name rule, one definition for the server's check and the register form's live hint: a letter
 * first, then 3–31 letters, digits or _ . - (4–32 in all).
 */
export const USER_NAME = /^[A-Za-z][A-Za-z0-9_.-]{3,31}$/;

/** a plain email shape (the server's schema pattern for code requests says the same) */
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The legal pages the register form links: documents of the documentation center, edited under 文档管理. */
export const LEGAL_DOCS = { userAgreement: 9001, privacyPolicy: 9002 } as const;
