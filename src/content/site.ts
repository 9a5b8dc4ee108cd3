// The illustrator's own details: the one place to edit identity, links and mail settings.
export const site = {
  owner: 'The Illustrator',
  email: 'hello@example.com',
  /** Where the standalone site is published: embedded elements link back to it. */
  siteUrl: 'https://illustrator.example.com/',
  social: {
    facebook: 'https://www.facebook.com/example.illustrator',
    instagram: 'https://www.instagram.com/example.illustrator',
    twitter: 'https://twitter.com/example_illustrator',
  },
  course: { url: 'https://courses.example.com/picture-book-illustration', year: 2023 },
  /**
   * Contact form delivery (EmailJS). These defaults talk to the local outbox that `npm start` serves on the
   * site's own origin; to deliver for real, put the EmailJS service id, template id and public key here and set
   * apiOrigin to 'https://api.emailjs.com'.
   */
  mail: {
    serviceId: 'local_service',
    templateId: 'local_template',
    publicKey: 'local-public-key',
    apiOrigin: '',
  },
};
