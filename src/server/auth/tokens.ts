/** Random session secrets, stored only as their SHA-256 so a copy of the database opens no session. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = () => randomBytes(32).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
