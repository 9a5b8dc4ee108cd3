import { readStored, writeStored } from '../../core/storage';
import type { Values } from './validation';

// The unsent message survives a reload or a crash of the tab; it is deleted once sent (or when the tab closes).
const KEY = 'portfolio_contact_draft';

export function loadDraft(): Values | null {
  try {
    const draft = JSON.parse(readStored(KEY, 'sessionStorage') ?? 'null');
    if (draft && ['name', 'email', 'message'].every((field) => typeof draft[field] === 'string')) return draft;
  } catch {
    /* a damaged draft is simply ignored */
  }
  return null;
}

export function saveDraft(values: Values): void {
  const empty = !values.name && !values.email && !values.message;
  writeStored(KEY, empty ? null : JSON.stringify(values), 'sessionStorage');
}

export const clearDraft = () => writeStored(KEY, null, 'sessionStorage');
