/** A person's first or last name (profile, invitations): required, at most 40 characters once trimmed. */
export const PERSON_NAME_MAX = 40;

export function personNameMessages(label: string) {
  return {
    required: `${label} is required`,
    tooLong: `${label} is at most ${PERSON_NAME_MAX} characters`,
  };
}

/** The message for a name that breaks the rule, otherwise null. */
export function personNameProblem(label: string, value: string): string | null {
  const trimmed = value.trim();
  const messages = personNameMessages(label);
  if (trimmed === '') return messages.required;
  if (trimmed.length > PERSON_NAME_MAX) return messages.tooLong;
  return null;
}
