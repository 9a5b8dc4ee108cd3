/**
 * The answer the site's service worker gives to a contact message it keeps to send once the network is back
 * (src/offline/sw.ts), which the form tells the visitor (src/elements/contact-form/send.ts): 202 Accepted, where
 * EmailJS itself answers 200.
 */
export const KEPT_FOR_LATER = 202;
