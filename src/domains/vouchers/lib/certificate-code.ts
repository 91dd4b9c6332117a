import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { CERTIFICATE_KEY_BYTES, type CertificateKeys } from '@/lib/certificate-keys';
import { pickReferenceSymbols, REFERENCE_ALPHABET } from '@/lib/reference-alphabet';

/**
 * Certificate numbers: random, read aloud and typed by people, never stored in plain text.
 * The database keeps a keyed hash (the lookup), the number encrypted (to resend the e-mail)
 * and its last four characters (display and staff search).
 */

const GROUP_LENGTH = 7;
const GROUP_COUNT = 3;
/** 21 symbols of 31 carry 104 bits, above the 100 the architecture asks for. */
export const CERTIFICATE_LENGTH = GROUP_LENGTH * GROUP_COUNT;

const WELL_FORMED = new RegExp(`^[${REFERENCE_ALPHABET}]{${CERTIFICATE_LENGTH}}$`);
const CIPHERTEXT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Returns a uniform integer in [0, size); the default is the CSPRNG (the seed passes its own). */
type PickIndex = (size: number) => number;

const pickSecureIndex: PickIndex = (size) => randomInt(size);

/** A new number in its printed form, `XXXXXXX-XXXXXXX-XXXXXXX`. */
export function generateCertificateNumber(pickIndex: PickIndex = pickSecureIndex): string {
  return formatCertificateNumber(pickReferenceSymbols(CERTIFICATE_LENGTH, pickIndex));
}

/** What the person typed, as the symbols only: upper case, without spaces or dashes. */
export function normalizeCertificateNumber(input: string): string {
  return input.toUpperCase().replace(/[\s\-‐‑–—]+/g, '');
}

/** The normalised number when the input can be a certificate number at all, else null. */
export function parseCertificateNumber(input: string): string | null {
  const normalized = normalizeCertificateNumber(input);
  return WELL_FORMED.test(normalized) ? normalized : null;
}

/** The printed form, grouped with dashes for reading. */
export function formatCertificateNumber(input: string): string {
  const normalized = normalizeCertificateNumber(input);
  return normalized.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? normalized;
}

export function getCertificateLast4(input: string): string {
  return normalizeCertificateNumber(input).slice(-4);
}

function assertKey(key: Buffer): void {
  if (key.length !== CERTIFICATE_KEY_BYTES) throw new Error(`A certificate key must be ${CERTIFICATE_KEY_BYTES} bytes`);
}

/** HMAC-SHA-256 of the normalised number, hex: how a typed number finds its voucher. */
export function hashCertificateNumber(input: string, hashKey: Buffer): string {
  assertKey(hashKey);
  return createHmac('sha256', hashKey).update(normalizeCertificateNumber(input)).digest('hex');
}

/** AES-256-GCM of the printed form: `v1.` + base64url(iv ‖ tag ‖ ciphertext). */
export function encryptCertificateNumber(input: string, encryptionKey: Buffer): string {
  assertKey(encryptionKey);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
  const ciphertext = Buffer.concat([cipher.update(formatCertificateNumber(input), 'utf8'), cipher.final()]);
  return `${CIPHERTEXT_VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
}

/** The printed number; throws when the text was altered or the key is not the one it was sealed with. */
export function decryptCertificateNumber(sealed: string, encryptionKey: Buffer): string {
  assertKey(encryptionKey);
  const [version, payload] = sealed.split('.');
  if (version !== CIPHERTEXT_VERSION || !payload) throw new Error('Unknown certificate ciphertext format');
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw new Error('Certificate ciphertext is too short');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The three columns a voucher stores for its number. */
export function sealCertificateNumber(
  input: string,
  keys: CertificateKeys,
): { certificateHash: string; certificateCiphertext: string; certificateLast4: string } {
  const normalized = parseCertificateNumber(input);
  if (!normalized) throw new Error('Not a certificate number');
  return {
    certificateHash: hashCertificateNumber(normalized, keys.hashKey),
    certificateCiphertext: encryptCertificateNumber(normalized, keys.encryptionKey),
    certificateLast4: getCertificateLast4(normalized),
  };
}
