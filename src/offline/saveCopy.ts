/**
 * "Save this site for offline": stores the files site.ts chose into the language's saved copy, or removes it. Its own
 * chunk, fetched on the visitor's click.
 */

/** Stores every file, four at a time, telling `progress` the bytes stored so far. A failure stops it all. */
export async function save(name: string, files: Array<[string, number]>, progress: (bytes: number) => void) {
  await caches.delete(name); // an older copy goes: nothing of two deploys mixed
  const cache = await caches.open(name);
  const queue = [...files];
  let stored = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const [url, bytes] = file;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${new URL(url).pathname}: ${response.status}`);
      await cache.put(url, response);
      stored += bytes;
      progress(stored);
    }
  };
  try {
    await Promise.all([worker(), worker(), worker(), worker()]);
  } catch (error) {
    await caches.delete(name); // half a copy would open some pages and not others: none
    throw error;
  }
}

/** Marks the copy as done, with the version of the site it holds (the footer compares it with the site's). */
export const mark = async (name: string, url: string, copy: { version: string; bytes: number }) =>
  (await caches.open(name)).put(
    url,
    new Response(JSON.stringify(copy), { headers: { 'Content-Type': 'application/json' } }),
  );

export const remove = (name: string) => caches.delete(name);
