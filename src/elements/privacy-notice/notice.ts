/**
 * The privacy notice, as plain data. It is bilingual by design: Italian first,
 * then English, whatever language the visitor has chosen.
 *
 * Paragraphs may contain placeholders, replaced by the element:
 * - `{{owner}}`: the site owner's name;
 * - `{{stored}}`, `{{cookie}}`: where a visitor's language is kept (core/languageChoice.ts);
 * - `<mail>{{email}}</mail>`: the owner's e-mail address, rendered as a mailto link.
 *
 * Headings are unique within a notice and paragraphs are unique within a
 * section (the element uses them as React keys).
 */

export interface NoticeSection {
  heading: string;
  paragraphs: string[];
}

export interface Notice {
  lang: 'it' | 'en';
  title: string;
  sections: NoticeSection[];
}

const italian: Notice = {
  lang: 'it',
  title: 'Informativa sulla privacy',
  sections: [
    {
      heading: 'Chi è il titolare del trattamento',
      paragraphs: [
        'Il titolare del trattamento dei dati raccolti attraverso questo sito è {{owner}}.',
        'Per qualsiasi domanda sulla tua privacy puoi scrivere in ogni momento a <mail>{{email}}</mail>.',
      ],
    },
    {
      heading: 'I dati che invii con il modulo di contatto',
      paragraphs: [
        'Quando usi il modulo di contatto invii il tuo nome, il tuo indirizzo e-mail e il testo del tuo messaggio. Questi dati servono soltanto a risponderti.',
        'I messaggi vengono recapitati a {{owner}} tramite EmailJS, un servizio di invio di posta elettronica.',
        'Sei responsabile dei dati che inserisci: se comunichi dati falsi o dati che appartengono ad altre persone, ne rispondi tu.',
      ],
    },
    {
      heading: 'Riservatezza',
      paragraphs: [
        'I tuoi dati vengono trattati con riservatezza. Non vengono mai venduti né ceduti a terzi per finalità di marketing.',
      ],
    },
    {
      heading: 'I tuoi diritti',
      paragraphs: [
        'Puoi esercitare in qualsiasi momento i tuoi diritti di accesso, rettifica, cancellazione e opposizione al trattamento dei tuoi dati scrivendo a <mail>{{email}}</mail>.',
        'Allo stesso indirizzo puoi chiedere di non ricevere comunicazioni pubblicitarie o promozionali.',
      ],
    },
    {
      heading: 'Cookie e tecnologie simili',
      paragraphs: [
        'Questo sito usa cookie e tecnologie simili esclusivamente per finalità operative, di sicurezza e statistiche.',
      ],
    },
    {
      heading: 'Che cosa resta nel tuo browser',
      paragraphs: [
        'Per ricordare le tue scelte, il sito salva alcune piccole informazioni direttamente nel tuo browser.',
        'La lingua che hai scelto è salvata nel localStorage con la chiave {{stored}} e, solo se era già presente, anche in un cookie chiamato {{cookie}}.',
        'Il tema di colori che hai scelto è salvato nel localStorage, con una chiave che termina in theme_mode.',
        'La bozza di un messaggio che non hai ancora inviato dal modulo di contatto è conservata nel sessionStorage e viene cancellata dopo l’invio o quando chiudi la scheda.',
        'Nessuna di queste informazioni viene inviata a {{owner}}: restano sul tuo dispositivo e puoi cancellarle quando vuoi dalle impostazioni del browser.',
      ],
    },
    {
      heading: 'Il video su YouTube',
      paragraphs: [
        'Il video del libro «Senti che Musica!» è ospitato da YouTube. Il lettore viene caricato da youtube-nocookie.com solo dopo che hai premuto il tasto di riproduzione sull’immagine di anteprima.',
        'Da quel momento si applica l’informativa sulla privacy di YouTube.',
      ],
    },
    {
      heading: 'Modifiche a questa informativa',
      paragraphs: [
        '{{owner}} può modificare questa informativa. La versione valida è sempre quella pubblicata su questa pagina.',
      ],
    },
  ],
};

const english: Notice = {
  lang: 'en',
  title: 'Privacy notice',
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        'The data controller for the data collected through this website is {{owner}}.',
        'If you have any question about your privacy, you can write to <mail>{{email}}</mail> at any time.',
      ],
    },
    {
      heading: 'What you send through the contact form',
      paragraphs: [
        'When you use the contact form, you send your name, your e-mail address and the text of your message. This data is used only to answer you.',
        'Messages are delivered to {{owner}} by EmailJS, an e-mail delivery service.',
        'You are responsible for the data you enter: if you submit false information, or information that belongs to someone else, you are answerable for it.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Your data is kept confidential. It is never sold, and never shared with anyone for marketing purposes.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may exercise your rights of access, rectification, cancellation (erasure) and opposition to the processing of your data at any time by writing to <mail>{{email}}</mail>.',
        'At the same address you may also ask not to receive any advertising or promotional messages.',
      ],
    },
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'This website uses cookies and similar technologies only for operational, security and statistical purposes.',
      ],
    },
    {
      heading: 'What stays in your browser',
      paragraphs: [
        'To remember your choices, the website keeps a few small pieces of information in your own browser.',
        'The language you chose is stored in localStorage under the key {{stored}} and, only if it was already set, in a cookie named {{cookie}}.',
        'The colour theme you chose is stored in localStorage, under a key ending in theme_mode.',
        'The draft of a contact message you have not sent yet is kept in sessionStorage, and it is deleted once the message is sent or when you close the tab.',
        'None of this is sent to {{owner}}: it stays on your device, and you can delete it whenever you like from your browser’s settings.',
      ],
    },
    {
      heading: 'The video on YouTube',
      paragraphs: [
        'The video of the book “Senti che Musica!” is hosted by YouTube. The player loads from youtube-nocookie.com only after you press play on the poster image.',
        'From that moment on, YouTube’s own privacy policy applies.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        '{{owner}} may change this notice. The version that applies is always the one published on this page.',
      ],
    },
  ],
};

/** Italian first, then English. */
export const notices: Notice[] = [italian, english];
