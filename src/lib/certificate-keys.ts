/**
 * The two 32-byte keys that protect certificate numbers, as configured in the environment:
 * 64 hex digits, or base64 / base64url (`openssl rand -base64 32`).
 */
export type CertificateKeys = { hashKey: Buffer; encryptionKey: Buffer };

export const CERTIFICATE_KEY_BYTES = 32;

/**
 * Documented in .env.example, so anyone can compute hashes and decrypt codes made with them:
 * production refuses to start with them (src/server/env.ts).
 */
export const DEVELOPMENT_CERTIFICATE_HASH_KEY = 'ZGV2LW9ubHkgY2VydGlmaWNhdGUgaGFzaCBrZXkgMDE=';
export const DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY = 'ZGV2LW9ubHkgY2VydGlmaWNhdGUgZW5jIGtleSAwMDE=';

/** The key's bytes, or null when the text is not exactly 32 bytes in hex or base64(url). */
export function decodeCertificateKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  // 32 bytes are 43 base64 symbols plus one '=' of padding (optional in base64url).
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    return key.length === CERTIFICATE_KEY_BYTES ? key : null;
  }
  return null;
}

export function getDevelopmentCertificateKeys(): CertificateKeys {
  return {
    hashKey: Buffer.from(DEVELOPMENT_CERTIFICATE_HASH_KEY, 'base64'),
    encryptionKey: Buffer.from(DEVELOPMENT_CERTIFICATE_ENCRYPTION_KEY, 'base64'),
  };
}
