// The site's own code the PDFs use (from-site.ts), bundled once for Node.
import { importBundled } from '../import-bundled.mjs';

export const { titleOf, light, portfolioPdf, selectionPdf } = await importBundled('scripts/build/pdf/from-site.ts');
