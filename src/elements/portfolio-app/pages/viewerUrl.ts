type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/**
 * The site keeps the artwork shown full-screen in its URL. Opening adds a history entry, so Back closes the viewer;
 * moving between artworks replaces it; closing goes back to the entry before, or (after a reload or a shared link,
 * when there is none of ours) replaces the URL with the page's own.
 */
export function viewerUrl(navigate: Navigate, isOpen: boolean) {
  return {
    show: (path: string) => navigate(path, { replace: isOpen, state: { viewer: true } }),
    close: (pagePath: string) => (history.state?.viewer ? history.back() : navigate(pagePath, { replace: true })),
  };
}
