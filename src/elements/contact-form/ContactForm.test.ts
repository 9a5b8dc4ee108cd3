import { expect } from '@open-wc/testing';
import { site } from '../../content';
import { setLanguage } from '../../core/i18n';
import { captureConsole, mount, until } from '../../core/testing';
// The contact form's texts (src/content/textParts.ts).
import fr from '../../content/generated/contact.fr.json';
import italian from '../../content/generated/contact.it.json';
import './index';

const api = process.env.MAIL_TEST_ORIGIN!;
// This browser's own lane of the test server (scripts/servers/mail-outbox.mjs): the other engines run beside it.
const control = (route: string) => `${api}/__mail/${route}?lane`;
const setMode = (mode: string) => fetch(control('mode'), { method: 'POST', body: mode });
const sent = async () =>
  ((await (await fetch(control('requests'))).json()) as Array<{ method: string; body: string }>).filter(
    (r) => r.method === 'POST',
  );

const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector);
const field = (el: HTMLElement, name: string) => $<HTMLInputElement>(el, `[name="${name}"]`)!;
const submitButton = (el: HTMLElement) => $<HTMLButtonElement>(el, 'button[type="submit"]')!;
// The message after its visually hidden "Error:" prefix.
const errorsShown = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('.error')].map((p) => p.lastChild!.textContent);

/** Types like a person: the value changes through the input event React listens to. */
function type(el: HTMLElement, name: string, value: string) {
  const input = field(el, name);
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fillAndSend(
  el: HTMLElement,
  values = { name: 'Ada', email: 'ada@example.org', message: 'I would love a picture book about owls.' },
) {
  for (const [name, value] of Object.entries(values)) type(el, name, value);
  submitButton(el).click();
}

const form = (extra = '') => mount(`<contact-form api-origin="${api}" timeout="1" ${extra}></contact-form>`);

describe('<contact-form>', () => {
  beforeEach(async () => {
    await setLanguage('en');
    sessionStorage.clear();
    await setMode('ok');
    await fetch(control('requests'), { method: 'DELETE' });
  });

  it('has labelled fields and a six-row message', async () => {
    const el = await form();
    for (const [id, label] of [
      ['contact-name', 'Name'],
      ['contact-email', 'Email'],
      ['contact-message', 'Message'],
    ]) {
      expect($(el, `label[for="${id}"]`)!.textContent).to.equal(label);
    }
    expect(field(el, 'message').getAttribute('rows')).to.equal('6');
  });

  it('shows every validation message on submit, in each language, focuses the first invalid field and sends nothing', async () => {
    const el = await form();
    submitButton(el).click();
    await until(() => errorsShown(el).length === 3);
    expect(errorsShown(el)).to.deep.equal(['Name required', 'Email required', 'Message required']);
    await until(() => el.shadowRoot!.activeElement === field(el, 'name'), 'focus on the first invalid field'); // moved by an effect
    expect(field(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    expect(field(el, 'name').getAttribute('aria-describedby')).to.equal('contact-name-error');
    expect($(el, '[role="alert"] h2')!.textContent).to.equal('There is a problem');
    type(el, 'email', 'ada@');
    await until(() => errorsShown(el)[1] === 'Email not valid', 'Email not valid');
    for (const [lang, bundle] of [
      ['it', italian],
      ['fr', fr],
    ] as const) {
      el.setAttribute('lang', lang);
      await until(() => errorsShown(el)[0] === bundle.CONTACTS.NAME_REQUIRED, `${lang}: ${errorsShown(el)}`);
      expect(errorsShown(el)).to.deep.equal([
        bundle.CONTACTS.NAME_REQUIRED,
        bundle.CONTACTS.EMAIL_NOT_VALID,
        bundle.CONTACTS.MESSAGE_REQUIRED,
      ]);
      type(el, 'email', '');
      await until(() => errorsShown(el)[1] === bundle.CONTACTS.EMAIL_REQUIRED, `${lang} required: ${errorsShown(el)}`);
      type(el, 'email', 'ada@');
    }
    expect(await sent()).to.deep.equal([]);
  });

  it('validates a field when it loses focus, and again as it changes', async () => {
    const el = await form();
    field(el, 'name').focus();
    field(el, 'name').blur();
    await until(() => errorsShown(el).length === 1);
    expect(errorsShown(el)).to.deep.equal(['Name required']);
    type(el, 'name', 'Ada');
    await until(() => errorsShown(el).length === 0);
    expect(field(el, 'email').hasAttribute('aria-invalid')).to.equal(false);
  });

  it('enforces the limits with a visible count', async () => {
    const el = await form();
    type(el, 'message', 'x'.repeat(4990));
    await until(() => $(el, '#contact-message-count')!.textContent === '10 characters left');
    type(el, 'message', 'x'.repeat(5001));
    await until(() => $(el, '#contact-message-count')!.textContent === '1 character too many');
    type(el, 'name', 'n'.repeat(101));
    type(el, 'email', `${'e'.repeat(250)}@example.org`);
    submitButton(el).click();
    await until(() => errorsShown(el).length === 3);
    expect(errorsShown(el)).to.deep.equal([
      'Name must be 100 characters or fewer',
      'Email must be 254 characters or fewer',
      'Message must be 5000 characters or fewer',
    ]);
    expect($(el, '.error .visually-hidden')!.textContent).to.equal('Error: ');
  });

  it('sends the exact EmailJS payload, then shows the success text and fires contact-sent', async () => {
    const el = await form();
    let detail: unknown;
    el.addEventListener('contact-sent', (event) => (detail = (event as CustomEvent).detail));
    await fillAndSend(el);
    await until(() => $(el, '[part="result"]'));
    expect($(el, '[part="result"]')!.textContent).to.equal(
      'Message sent successfully. I will contact you as soon as possible, thank you!',
    );
    await until(() => el.shadowRoot!.activeElement === $(el, '[part="result"]'), 'focus on the result'); // moved by an effect
    expect($(el, 'form')).to.equal(null);
    const [request] = await sent();
    expect(JSON.parse(request.body)).to.deep.equal({
      lib_version: '4.4.1',
      user_id: site.mail.publicKey,
      service_id: site.mail.serviceId,
      template_id: site.mail.templateId,
      template_params: { name: 'Ada', email: 'ada@example.org', message: 'I would love a picture book about owls.' },
    });
    expect(detail).to.deep.equal({ name: 'Ada', email: 'ada@example.org' });
  });

  for (const [mode, shown] of [
    ['400', '400 The parameters are invalid'],
    ['412', '412 The account is not verified'],
    ['429', '429 Too Many Requests'],
    ['500', '500 Internal Server Error'],
    ['drop', 'Network Error'],
    ['hang', 'The mail service did not answer in time.'],
  ]) {
    it(`shows the error of a ${mode} answer in place of the form, and Retry then sends`, async () => {
      await setMode(mode);
      const el = await form();
      const failures: unknown[] = [];
      el.addEventListener('contact-error', (event) => failures.push((event as CustomEvent).detail));
      await fillAndSend(el);
      await until(() => $(el, '[part="result"][role="alert"]'), 'error shown');
      expect($(el, '[part="result"]')!.textContent).to.include(shown);
      expect(failures).to.have.length(1);
      await setMode('ok');
      [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
      await until(() => $(el, '[part="result"][role="status"]'), 'sent on retry');
      const last = (await sent()).at(-1)!;
      expect(JSON.parse(last.body).template_params.name).to.equal('Ada');
    });
  }

  it('brings back the filled form with Edit after a failure', async () => {
    await setMode('500');
    const el = await form();
    await fillAndSend(el);
    await until(() => $(el, '[part="result"]'));
    [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Edit the message')!.click();
    await until(() => $(el, 'form'));
    expect(field(el, 'message').value).to.equal('I would love a picture book about owls.');
  });

  it('keeps the draft across a reload and clears it only once sent', async () => {
    const first = await form();
    type(first, 'name', 'Bea');
    type(first, 'message', 'Half-written thoughts');
    await until(() => sessionStorage.getItem('portfolio_contact_draft')?.includes('Half-written'));
    first.remove(); // as if the page reloaded
    const second = await form();
    expect(field(second, 'name').value).to.equal('Bea');
    expect(field(second, 'message').value).to.equal('Half-written thoughts');
    expect(second.shadowRoot!.textContent).to.include('Your unsent message was restored.');
    await setMode('429');
    type(second, 'email', 'bea@example.org');
    submitButton(second).click();
    await until(() => $(second, '[part="result"]'));
    expect(sessionStorage.getItem('portfolio_contact_draft')).to.include('Bea');
    await setMode('ok');
    [...second.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!.click();
    await until(() => $(second, '[role="status"]'));
    expect(sessionStorage.getItem('portfolio_contact_draft')).to.equal(null);
  });

  it('sends once when Send is clicked twice, busy meanwhile', async () => {
    const el = await form();
    await fillAndSend(el);
    expect(submitButton(el).disabled).to.equal(true);
    expect(submitButton(el).getAttribute('aria-busy')).to.equal('true');
    $<HTMLFormElement>(el, 'form')!.requestSubmit();
    await until(() => $(el, '[part="result"]'));
    expect(await sent()).to.have.length(1);
  });

  it('pretends success and sends nothing when the honeypot is filled', async () => {
    const el = await form();
    const trap = $(el, '.trap')!;
    expect(trap.getAttribute('aria-hidden')).to.equal('true');
    expect(field(el, 'website').tabIndex).to.equal(-1);
    type(el, 'website', 'http://spam.example');
    await fillAndSend(el);
    await until(() => $(el, '[role="status"]'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await sent()).to.deep.equal([]);
  });

  it('without a service id, explains it, logs which setting is missing and offers a mailto link', async () => {
    const original = site.mail.serviceId;
    site.mail.serviceId = '';
    const errors = captureConsole('error');
    try {
      const el = await form();
      await until(() => errors.calls.length === 1);
      expect(errors.calls[0]).to.include('service-id');
      await fillAndSend(el);
      await until(() => $(el, '[part="result"]'));
      const link = $<HTMLAnchorElement>(el, '[part="result"] a')!;
      expect(link.href).to.match(/^mailto:hello@example\.com\?subject=/);
      expect(decodeURIComponent(link.href)).to.include('I would love a picture book about owls.');
      expect(await sent()).to.deep.equal([]);
    } finally {
      site.mail.serviceId = original;
      errors.restore();
    }
  });
});
