import { useEffect } from 'react';
import { useHost } from './host';

/**
 * JSON for a <script> element: `<`, `>`, `&` and the line separators U+2028/2029 written as \u escapes, which
 * JSON.parse reads back unchanged. A `</script>` or `<!--` in a text then cannot end or bend the script when the page
 * is saved or snapshotted as HTML (outerHTML), or when the markup is written into a page.
 */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * schema.org data (JSON-LD) for search engines. Crawlers do not read it inside a shadow root, so it goes into the
 * page's <head>: one <script> per element (`data-for` names its tag), never rendered, gone with the element. Not
 * among the element's own children, which a framework that renders the page on its server (Next.js, Nuxt) checks
 * when it hydrates them: a child it did not render makes it throw its tree away.
 */
export function useStructuredData(graph: object[]) {
  const { tag, lang } = useHost();
  const data = scriptJson({ '@context': 'https://schema.org', '@graph': graph });
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.for = tag;
    script.dataset.lang = lang;
    script.textContent = data;
    document.head.append(script);
    return () => script.remove();
  }, [tag, data, lang]);
}
