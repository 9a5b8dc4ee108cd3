import { Host } from './Host';

// Rendered on the server for each request: the site's address comes from ?site=, so server and client agree on it.
export default async function Page({ searchParams }: { searchParams: Promise<{ site?: string }> }) {
  const { site = '/' } = await searchParams;
  return <Host site={site} />;
}
