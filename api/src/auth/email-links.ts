import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Verification links are valid for an hour. */
export const VERIFICATION_LINK_MINUTES = 60;

export function emailHash(email: string): string {
  return createHash('sha1').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

function sign(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${path}?expires=${expires}`, 'utf8').digest('hex');
}

function verificationPath(userId: number, hash: string): string {
  return `/verify-email/${userId}/${hash}`;
}

/** `${publicUrl}/verify-email/{id}/{sha1(email)}?expires=<unix>&signature=<hmac>` — the Verify Email page. */
export function verificationUrl(
  publicUrl: string,
  secret: string,
  user: { id: number; email: string },
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + VERIFICATION_LINK_MINUTES * 60;
  const path = verificationPath(user.id, emailHash(user.email));
  return `${publicUrl.replace(/\/$/, '')}${path}?expires=${expires}&signature=${sign(secret, path, expires)}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** True when the link is the one we signed, not expired, and still about the user's current address. */
export function isValidVerificationLink(
  secret: string,
  link: { id: number; hash: string; expires: number; signature: string },
  currentEmail: string,
  now = Date.now(),
): boolean {
  if (link.expires * 1000 < now) return false;
  const expected = sign(secret, verificationPath(link.id, link.hash), link.expires);
  return (
    sameText(expected, link.signature.toLowerCase()) &&
    sameText(emailHash(currentEmail), link.hash.toLowerCase())
  );
}
