import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Totp } from '../../ports/security.ts';

/** RFC 6238 codes with otplib: 30-second steps, one step of clock drift allowed either way. */
export class OtplibTotp implements Totp {
  newSecret(): string {
    return generateSecret();
  }
  uri(secret: string, label: string, issuer: string): string {
    return generateURI({ issuer, label, secret });
  }
  async verify(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code.trim())) return null;
    const result = await verify({
      secret,
      token: code.trim(),
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? (result.timeStep as number) : null;
  }
  qrCodeDataUrl(uri: string): Promise<string> {
    return QRCode.toDataURL(uri, { margin: 1, width: 200 });
  }
}
