import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane). @node-rs/argon2 hashes
// on libuv's thread pool, so a sign-in never blocks the event loop.
// `algorithm: 2` is the library's Algorithm.Argon2id (a const enum, which this build cannot import).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// An unknown email is checked against this hash so that it costs the same time as a wrong
// password: the answer's timing does not tell whether an account exists.
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  return (dummy ??= hashPassword('not a password of anyone: it only spends the time'));
}
