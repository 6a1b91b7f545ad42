/** The store lists what is published for production: its domain tree is production's (env_type 3). */
export const PUBLISHED_ENV = 3;
