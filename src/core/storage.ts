// Browser storage can throw (private mode, sandboxed iframes, blocked cookies): never let that break an element.
type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | undefined {
  try {
    return window[name];
  } catch {
    return undefined;
  }
}

export function readStored(key: string, where: Area = 'localStorage'): string | null {
  try {
    return area(where)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null, where: Area = 'localStorage'): void {
  try {
    const storage = area(where);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    /* storage full or denied: the value lives only in memory for this visit */
  }
}

/** Whether document.cookie can be read: it throws in a sandboxed frame without allow-same-origin (WordPress's embeds). */
export function cookiesReadable(): boolean {
  try {
    return typeof document !== 'undefined' && typeof document.cookie === 'string';
  } catch {
    return false;
  }
}
