import { inlineErrorText } from '../api/inline-error.ts';

/** A failure shown where it happened (its query or mutation is marked `errorShownInline`), once. */
export function InlineError({ error, fallback }: { error: unknown; fallback: string }) {
  const text = inlineErrorText(error, fallback);
  if (text === null) return null;
  return (
    <p className="form-error" role="alert">
      {text}
    </p>
  );
}

/** Spec 1, section 8: the generic list-load failure text, for when the server gave no message. */
export const LIST_LOAD_FAILED = 'oops...something went wrong';
