import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A webhook endpoint's signing secret, `whsec_<32 random bytes, base64url>`. Signing needs the secret itself, so it
 * cannot be kept as a hash like an API key: it is sealed with AES-256-GCM under a key derived from the server's
 * secret for this one purpose, so a copy of the database alone does not let anyone forge our webhooks.
 */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function webhookSealKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('partner-webhook-secrets').digest();
}

/** `<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('a sealed webhook secret of the wrong shape');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}
