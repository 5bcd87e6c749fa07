/** Spec 1, "API token name": required, at most 32 characters once trimmed. */
export const TOKEN_NAME_MAX = 32;
export const TOKEN_NAME_MESSAGES = {
  required: 'Name is required.',
  tooLong: `Name must be at most ${TOKEN_NAME_MAX} characters.`,
} as const;

/** The message for a token name that breaks the rule, otherwise null. */
export function tokenNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return TOKEN_NAME_MESSAGES.required;
  if (trimmed.length > TOKEN_NAME_MAX) return TOKEN_NAME_MESSAGES.tooLong;
  return null;
}
