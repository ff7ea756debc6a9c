/** The messages of the text rules (text/schemas.ts), as the error catalogue names them. */
export const TEXT_MESSAGES = {
  forbiddenCharacters: 'This field contains characters that are not allowed.',
  tooLong: 'Ensure this field has no more than {max} characters.',
} as const;

export const tooLongMessage = (max: number) => TEXT_MESSAGES.tooLong.replace('{max}', String(max));
