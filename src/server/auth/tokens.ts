import { hash, randomBytes } from 'node:crypto';

/**
 * The secret of a link or a cookie (a session, a share link, an invitation): 32 random bytes, base64url
 * (43 characters). It leaves the server once; only its digest is stored.
 */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * What is stored and looked up for a token: its SHA-256, hex. Node's one-shot `crypto.hash` (every Node the
 * project runs on has it): no Hash object per request.
 */
export const tokenDigest = (token: string) => hash('sha256', token, 'hex');
