import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from './config.js';

export const SECRET_KEY_FILE = 'secret.key';

/** Encrypts tokens and vendor passwords at rest (AES-256-GCM); the key never sits in the database. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

function decodeKey(text: string, where: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error(`${where} must hold 32 bytes (64 hex digits or base64)`);
  return key;
}

function loadKey(config: Pick<ServerConfig, 'dataDir' | 'secretKey'>): Buffer {
  if (config.secretKey) return decodeKey(config.secretKey, 'KIZUNA_SECRET_KEY');
  // In-memory servers (tests) keep nothing across restarts, so a key of their own is enough.
  if (!config.dataDir) return randomBytes(32);
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  try {
    return decodeKey(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  mkdirSync(config.dataDir, { recursive: true });
  // `wx`: two processes starting at once must not both write a key; the loser reads the winner's.
  try {
    writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return decodeKey(readFileSync(file, 'utf8'), file);
  }
}

const boxes = new WeakMap<object, SecretBox>();
const keys = new WeakMap<object, Buffer>();

/**
 * The server's secret key of a configuration, loaded once; other uses derive their own key from it
 * (the XSRF tokens), so every node with the same `KIZUNA_SECRET_KEY` agrees.
 */
export function secretKeyFor(config: ServerConfig): Buffer {
  let key = keys.get(config);
  if (!key) {
    key = loadKey(config);
    keys.set(config, key);
  }
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** The box of a server configuration: one key per configuration object, loaded once. */
export function secretBoxFor(config: ServerConfig): SecretBox {
  let box = boxes.get(config);
  if (!box) {
    box = createSecretBox(secretKeyFor(config));
    boxes.set(config, box);
  }
  return box;
}
