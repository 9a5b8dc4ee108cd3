import type { ElementSpec } from '../../core/define';
import { commonCssProperties } from '../../core/styles';

/** <contact-form>'s row of the registry (src/elements/registry.ts): its module reads this row alone, so its code
 * carries its own attributes' rules and none of the other elements'. */
export const spec = {
  tag: 'contact-form',
  summary: 'A contact form that validates as you type, keeps an unsent draft and delivers through EmailJS.',
  attributes: {
    'service-id': {
      type: 'string',
      description: "EmailJS service id. Default: the site's own (content/settings.json).",
    },
    'template-id': {
      type: 'string',
      description: "EmailJS template id; it receives name, email and message. Default: the site's own.",
    },
    'public-key': { type: 'string', description: "EmailJS public key. Default: the site's own." },
    'api-origin': {
      type: 'url',
      description:
        "Origin of the mail API (the EmailJS REST protocol). Default: the site's setting, else the origin this script comes from.",
    },
    timeout: {
      type: 'integer',
      min: 1,
      max: 120,
      default: 20,
      description: 'Seconds to wait for the mail API before giving up (with Retry).',
    },
  },
  events: {
    'contact-sent': {
      detail: '{ name: string, email: string }',
      description: 'The message was delivered to the mail API.',
    },
    'contact-error': {
      detail: '{ status: number, text: string }',
      description: 'Sending failed (status 0 when nothing answered); the message is kept for Retry.',
    },
  },
  parts: {
    form: 'The form with its fields and its Send button.',
    result: 'The panel that replaces the form after sending (success or error).',
  },
  cssProperties: commonCssProperties,
} as const satisfies ElementSpec;
