// Validates src/content against its superstruct schema (src/content/schema.ts). Used by the build, and runnable
// alone: node scripts/check-content.mjs
import { build } from 'esbuild';
import { pathToFileURL } from 'node:url';

export async function checkContent() {
  const result = await build({
    entryPoints: ['src/content/schema.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.ASSET_BASE': '"/"' },
  });
  const code = result.outputFiles[0].text;
  const { validateContent } = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return validateContent();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = await checkContent();
  if (problems.length) {
    console.error(`Broken content:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('content ok');
}
