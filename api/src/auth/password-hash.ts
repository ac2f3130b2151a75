import { hash, type Algorithm } from '@node-rs/argon2';

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane). The parameters travel inside the PHC string, so a
 * verifier reads them from the hash and later changes here do not lock anyone out.
 */
const ARGON2ID = 2 as Algorithm;
export const PASSWORD_HASH_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}
