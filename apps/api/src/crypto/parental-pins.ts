import { hashPassword, verifyPassword } from 'better-auth/crypto';

// A parental PIN is kept as the accounts' passwords are (better-auth's scrypt, salted): four digits are few, so
// the slow hash is what stands between a copy of the database and the PIN, with the per-device limit of
// `store/parental-control.ts` in front of every guess that comes through the API (decision 63).

export function hashParentalPin(pin: string): Promise<string> {
  return hashPassword(pin);
}

export function parentalPinMatches(pin: string, hash: string): Promise<boolean> {
  return verifyPassword({ hash, password: pin });
}
