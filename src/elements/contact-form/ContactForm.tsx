import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../core/assets';
import { emitter, useHost } from '../../core/host';
import type { spec } from './spec';
import { site } from '../../content';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { sendMessage, SendError, type MailConfig } from './send';
import { pillButton } from '../../core/styles';
import * as styles from './styles';
import { FIELDS, LIMITS, validate, type Field, type Values } from './validation';

const emit = emitter<typeof spec>();

export interface ContactFormProps {
  serviceId?: string;
  templateId?: string;
  publicKey?: string;
  apiOrigin?: string;
  timeout: number;
}

type Phase = 'editing' | 'sending' | 'sent' | 'kept' | 'failed' | 'unconfigured';
const EMPTY: Values = { name: '', email: '', message: '' };
const ids = { name: 'contact-name', email: 'contact-email', message: 'contact-message' };

/** The attributes, else the site's own settings; '' as the API origin means "where this script comes from". */
function mailConfig(props: ContactFormProps): MailConfig {
  return {
    serviceId: props.serviceId ?? site.mail.serviceId,
    templateId: props.templateId ?? site.mail.templateId,
    publicKey: props.publicKey ?? site.mail.publicKey,
    apiOrigin: props.apiOrigin ?? (site.mail.apiOrigin || new URL(assetUrl('')).origin),
  };
}
const settings = { 'service-id': 'serviceId', 'template-id': 'templateId', 'public-key': 'publicKey' } as const;
const missingSettings = (config: MailConfig) =>
  Object.entries(settings)
    .filter(([, key]) => !config[key])
    .map(([attribute]) => attribute);

export function ContactForm(props: ContactFormProps) {
  const { t } = useTranslation();
  const { element, tag } = useHost();
  const config = mailConfig(props);
  const missing = missingSettings(config);

  const [restored] = useState(loadDraft);
  const [values, setValues] = useState<Values>(restored ?? EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [summary, setSummary] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [failure, setFailure] = useState<SendError | null>(null);
  const [kept, setKept] = useState(''); // the site's service worker's word for a message it keeps while offline
  const [honeypot, setHoneypot] = useState('');
  const sending = useRef(false);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirstInvalid = useRef(false);

  const errors = validate(values);
  const shown = FIELDS.filter((field) => touched[field] && errors[field]);

  const missingNames = missing.join(', ');
  useEffect(() => {
    if (missingNames)
      console.error(`<${tag}> cannot send: ${missingNames} missing. Messages fall back to a mailto: link.`);
  }, [missingNames, tag]);
  // A field by its id, in this element's own shadow root (the ids are unique there).
  const focusField = (field: Field) => (element.shadowRoot?.getElementById(ids[field]) as HTMLElement | null)?.focus();

  useEffect(() => saveDraft(values), [values]);

  // After a submit with errors: the first invalid field. After sending: the panel that replaced the form.
  useEffect(() => {
    if (focusFirstInvalid.current) {
      focusFirstInvalid.current = false;
      const first = FIELDS.find((field) => errors[field]);
      if (first) focusField(first);
    } else if (phase !== 'editing') panel.current?.focus();
  });

  const change = (field: Field, value: string) => setValues((old) => ({ ...old, [field]: value }));
  const errorText = (field: Field) => {
    const error = errors[field]!;
    return t(error.key, { max: error.max });
  };

  const deliver = async () => {
    if (sending.current) return; // a double click sends once
    sending.current = true;
    setPhase('sending');
    const params = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
    try {
      const { kept } = await sendMessage(config, params, props.timeout * 1000);
      clearDraft();
      setKept(kept ?? '');
      setPhase(kept ? 'kept' : 'sent');
      if (!kept) emit(element, 'contact-sent', { name: params.name, email: params.email });
    } catch (error) {
      const failed = error instanceof SendError ? error : new SendError(0, String(error));
      setFailure(failed);
      setPhase('failed');
      emit(element, 'contact-error', { status: failed.status, text: failed.text });
    } finally {
      sending.current = false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, message: true });
    if (Object.keys(errors).length) {
      setSummary(true);
      focusFirstInvalid.current = true;
      return;
    }
    setSummary(false);
    if (honeypot) return setPhase('sent'); // a robot: pretend, send nothing
    if (missing.length) return setPhase('unconfigured');
    void deliver();
  };

  if (phase === 'sent' || phase === 'kept') {
    return (
      <div className={styles.panel} data-kind="success" role="status" tabIndex={-1} ref={panel} part="result">
        <p>{phase === 'sent' ? t('CONTACTS.SUCCESS') : kept}</p>
      </div>
    );
  }

  if (phase === 'failed' || phase === 'unconfigured') {
    const mailto = `mailto:${site.email}?subject=${encodeURIComponent(t('CONTACTS.MAIL_SUBJECT'))}&body=${encodeURIComponent(
      `${values.message.trim()}\n\n${values.name.trim()} <${values.email.trim()}>`,
    )}`;
    // The returned error as the spec shows it: status and text, or "Network Error" (translated) when nothing answered.
    const reason = failure?.timedOut
      ? t('CONTACTS.TIMEOUT')
      : failure?.status
        ? `${failure.status} ${failure.text}`
        : failure?.text === 'Network Error'
          ? t('CONTACTS.NETWORK_ERROR')
          : failure?.text;
    return (
      <div className={styles.panel} data-kind="error" role="alert" tabIndex={-1} ref={panel} part="result">
        {phase === 'failed' ? (
          <p>{t('CONTACTS.SEND_FAILED', { error: reason })}</p>
        ) : (
          <p>
            {t('CONTACTS.NOT_CONFIGURED')} <a href={mailto}>{t('CONTACTS.MAILTO')}</a>
          </p>
        )}
        <div className="actions">
          {phase === 'failed' && (
            <button type="button" className={`${pillButton} ${styles.button}`} onClick={() => void deliver()}>
              {t('CONTACTS.RETRY')}
            </button>
          )}
          <button
            type="button"
            className={`${pillButton} ${styles.button}`}
            data-secondary
            onClick={() => setPhase('editing')}
          >
            {t('CONTACTS.EDIT')}
          </button>
        </div>
      </div>
    );
  }

  const left = LIMITS.message - values.message.trim().length;
  const describedBy = (field: Field, hint?: string) =>
    [shown.includes(field) && `${ids[field]}-error`, hint].filter(Boolean).join(' ') || undefined;
  const fieldProps = (field: Field) => ({
    id: ids[field],
    name: field,
    value: values[field],
    'aria-invalid': shown.includes(field) || undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => setTouched((old) => ({ ...old, [field]: true })),
  });
  const error = (field: Field) =>
    shown.includes(field) && (
      <p className="error" id={`${ids[field]}-error`}>
        <span className="visually-hidden">{t('CONTACTS.ERROR_PREFIX')} </span>
        {errorText(field)}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={phase === 'sending'} part="form">
      {summary && shown.length > 0 && (
        <div className={styles.panel} data-kind="error" role="alert">
          <h2>{t('CONTACTS.ERROR_SUMMARY')}</h2>
          <ul>
            {shown.map((field) => (
              <li key={field}>
                <a
                  href={`#${ids[field]}`}
                  onClick={(event) => {
                    event.preventDefault(); // the page's own URL (and the site's hash routes) stay as they are
                    focusField(field);
                  }}
                >
                  {errorText(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {restored && phase === 'editing' && !summary && <p className="hint">{t('CONTACTS.DRAFT_RESTORED')}</p>}
      <div>
        <label htmlFor={ids.name}>{t('CONTACTS.NAME')}</label>
        <input type="text" autoComplete="name" aria-describedby={describedBy('name')} {...fieldProps('name')} />
        {error('name')}
      </div>
      <div>
        <label htmlFor={ids.email}>{t('CONTACTS.EMAIL')}</label>
        <input
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-describedby={describedBy('email')}
          {...fieldProps('email')}
        />
        {error('email')}
      </div>
      <div>
        <label htmlFor={ids.message}>{t('CONTACTS.MESSAGE')}</label>
        <textarea
          rows={6}
          aria-describedby={describedBy('message', 'contact-message-count')}
          {...fieldProps('message')}
        />
        <p className="hint" id="contact-message-count" aria-live="polite">
          {left >= 0 ? t('CONTACTS.CHARS_LEFT', { count: left }) : t('CONTACTS.CHARS_OVER', { count: -left })}
        </p>
        {error('message')}
      </div>
      <div className="trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('CONTACTS.HONEYPOT')}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className={`${pillButton} ${styles.button}`}
        disabled={phase === 'sending'}
        aria-busy={phase === 'sending'}
      >
        {phase === 'sending' ? t('CONTACTS.SENDING') : t('CONTACTS.SEND')}
      </button>
    </form>
  );
}
