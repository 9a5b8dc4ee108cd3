export const LIMITS = { name: 100, email: 254, message: 5000 } as const;

export type Field = keyof typeof LIMITS;
export type Values = Record<Field, string>;
export const FIELDS: Field[] = ['name', 'email', 'message'];

// A real address shape: something@domain.tld, no spaces, a local part of at most 64 characters.
const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Each field's first problem, as a translation key (with the values it needs). */
export function validate(values: Values): Partial<Record<Field, { key: string; max?: number }>> {
  const errors: Partial<Record<Field, { key: string; max?: number }>> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = { key: 'CONTACTS.NAME_REQUIRED' };
  else if (name.length > LIMITS.name) errors.name = { key: 'CONTACTS.NAME_TOO_LONG', max: LIMITS.name };
  if (!email) errors.email = { key: 'CONTACTS.EMAIL_REQUIRED' };
  else if (email.length > LIMITS.email) errors.email = { key: 'CONTACTS.EMAIL_TOO_LONG', max: LIMITS.email };
  else if (!EMAIL.test(email)) errors.email = { key: 'CONTACTS.EMAIL_NOT_VALID' };
  if (!message) errors.message = { key: 'CONTACTS.MESSAGE_REQUIRED' };
  else if (message.length > LIMITS.message) errors.message = { key: 'CONTACTS.MESSAGE_TOO_LONG', max: LIMITS.message };
  return errors;
}
