import { attachmentError } from '../../../../src/shared/message-rules.ts';

export interface Attachment {
  name: string;
  contentType: string;
  size: number;
  dataUrl: string;
}

/** A chosen file as the data URL the API takes, or the spec's error text (too large, unsupported type). */
export async function readAttachment(file: File): Promise<Attachment | { error: string }> {
  const contentType = file.type || guessType(file.name);
  const error = attachmentError({ size: file.size, contentType });
  if (error) return { error };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  return { name: file.name, contentType, size: file.size, dataUrl };
}

/** Browsers leave the type of a .vcf empty on some systems. */
function guessType(name: string): string {
  return /\.vcf$/i.test(name) ? 'text/vcard' : '';
}
