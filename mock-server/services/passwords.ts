// Password hashing with Node's memory-hard scrypt. The stored form names its parameters so they
// can be raised later without invalidating existing hashes.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * The stored form of a password, at scrypt's cost N (16384; the tests' copies of the demo
 * accounts are hashed at less, see mock-server/test/templates.ts).
 */
export async function hashPassword(password: string, cost = N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N: cost, r: R, p: P });
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

// A hash of a random password, made once, that a check without a usable stored hash runs against:
// an unknown e-mail or a user without a password costs the same time as a wrong password.
let decoy: Promise<string> | undefined;

/** Whether a password matches its stored hash; always does the full scrypt work. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) {
    decoy ??= hashPassword(randomBytes(16).toString('base64'));
    await verifyPassword(password, await decoy);
    return false;
  }
  const expected = Buffer.from(keyB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
