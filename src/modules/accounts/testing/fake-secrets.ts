import type { Notifier } from '../ports/notifier.ts';
import type { PasswordHasher, TokenVault } from '../ports/secrets.ts';
import type { BotCheck, CodeHasher, CommonPasswords, SecretBox, Totp } from '../ports/security.ts';

/** Readable stand-ins for the crypto adapters: fast, deterministic, and obvious in a failing assertion. */
export class PlainPasswordHasher implements PasswordHasher {
  async hash(password: string) {
    return `hashed:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `hashed:${password}`;
  }
}

export class CountingTokenVault implements TokenVault {
  #issued = 0;
  newToken() {
    this.#issued += 1;
    return `token-${this.#issued}`;
  }
  digest(token: string) {
    return `digest:${token}`;
  }
}

/** Codes 100001, 100002, ... so a test knows the code it was "sent" without reading the message. */
export class CountingCodeHasher implements CodeHasher {
  #issued = 100_000;
  newCode() {
    this.#issued += 1;
    return String(this.#issued);
  }
  digest(code: string) {
    return `code:${code}`;
  }
  matches(code: string, digest: string) {
    return digest === `code:${code}`;
  }
}

/** An authenticator whose right code is always VALID_TOTP_CODE, at the clock's 30-second step. */
export const VALID_TOTP_CODE = '246810';
export class FakeTotp implements Totp {
  newSecret() {
    return 'TOTPSECRET';
  }
  uri(secret: string, label: string, issuer: string) {
    return `otpauth://totp/${issuer}:${label}?secret=${secret}`;
  }
  async verify(_secret: string, code: string, now: Date, afterStep: number | null) {
    const step = Math.floor(now.getTime() / 30_000);
    if (code !== VALID_TOTP_CODE || (afterStep !== null && step <= afterStep)) return null;
    return step;
  }
  async qrCodeDataUrl(uri: string) {
    return `data:image/png;base64,${Buffer.from(uri).toString('base64')}`;
  }
}

export const plainSecretBox: SecretBox = {
  seal: (plaintext) => `sealed:${plaintext}`,
  open: (sealed) => sealed.replace(/^sealed:/, ''),
};

export const COMMON_PASSWORD = 'Password123!';
export const listedCommonPasswords: CommonPasswords = {
  isCommon: (password) => password === COMMON_PASSWORD,
};

/** Passes unless a test says the visitor is a bot. */
export class SwitchableBotCheck implements BotCheck {
  human = true;
  async verify() {
    return this.human;
  }
}

/** Keeps every message, for tests to read the link or code that was sent. */
export class OutboxNotifier implements Notifier {
  readonly emails: Array<{ to: string; subject: string; text: string; category: string; secret?: boolean }> =
    [];
  readonly texts: Array<{ to: string; body: string; category: string; secret?: boolean }> = [];
  async email(message: OutboxNotifier['emails'][number]) {
    this.emails.push(message);
  }
  async sms(message: OutboxNotifier['texts'][number]) {
    this.texts.push(message);
  }
  lastEmailTo(to: string) {
    return this.emails.filter((message) => message.to === to).at(-1);
  }
}
