// What the local EmailJS stand-in (mail-outbox.mjs) accepts, checked as the real service checks it: a JSON body, the
// account's ids, and the contact form's fields within the form's own LIMITS.

import { fileURLToPath } from 'node:url';
import { importBundled } from '../build/import-bundled.mjs';

// The form's limits (characters, after trim), written once in the form's own module.
const { LIMITS } = await importBundled(
  fileURLToPath(new URL('../../src/elements/contact-form/validation.ts', import.meta.url)),
);

export function parseJsonRequest(body) {
  let params;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'The JSON payload is invalid' };
  }
  if (!isPlainObject(params)) return { error: 'The JSON payload is invalid' };
  return { params };
}

/** The status and message the real service answers to a request it refuses, or null. */
export function validate(params, cfg) {
  const serviceIds = [].concat(cfg.serviceId);
  const templateIds = [].concat(cfg.templateId);
  for (const key of ['user_id', 'service_id', 'template_id']) {
    if (typeof params[key] !== 'string' || params[key].trim() === '') {
      return { status: 400, message: `The ${key} parameter is required` };
    }
  }
  if (!isPlainObject(params.template_params)) {
    return { status: 400, message: 'The template_params parameter must be an object' };
  }
  if (params.user_id !== cfg.publicKey) return { status: 403, message: 'The Public Key is invalid' };
  if (!serviceIds.includes(params.service_id)) return { status: 400, message: 'The service ID is invalid' };
  if (!templateIds.includes(params.template_id)) return { status: 400, message: 'The template ID not found' };
  const message = fieldError(params.template_params);
  return message ? { status: 400, message } : null;
}

/** What is wrong with the form's fields name, email and message (missing, or longer than the form allows), or null. */
function fieldError(fields) {
  for (const [key, max] of Object.entries(LIMITS)) {
    const value = typeof fields[key] === 'string' ? fields[key].trim() : '';
    if (!value) return `The ${key} template parameter is required`;
    if (value.length > max) return `The ${key} template parameter is too long (at most ${max} characters)`;
  }
  return null;
}

export function isPlainObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
