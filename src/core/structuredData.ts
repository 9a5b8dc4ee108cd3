import { useEffect } from 'react';
import { useHost } from './host';

/**
 * schema.org data (JSON-LD) for search engines. Crawlers do not read it inside a shadow root, so it goes into the
 * element's own light DOM: one <script> child of the element, never rendered, nothing else of the page touched.
 */
export function useStructuredData(graph: object[]) {
  const { element, lang } = useHost();
  const data = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph });
  useEffect(() => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.lang = lang;
    script.textContent = data;
    element.append(script);
    return () => script.remove();
  }, [element, data, lang]);
}
