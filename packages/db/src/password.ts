/** argon2id with the OWASP ASVS parameters (m = 19 MiB, t = 2, p = 1). */

import type { Options } from '@node-rs/argon2';
import { hash, verify } from '@node-rs/argon2';

// Algorithm is a const enum in the typings; 2 is Argon2id.
const OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(phc: string | null | undefined, plain: string): Promise<boolean> {
  if (!phc) return false;
  try {
    return await verify(phc, plain);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the email is unknown so that a wrong email
 * takes as long as a wrong password (no account enumeration by timing).
 */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`dummy-${Math.random()}`);
  return dummy;
}
