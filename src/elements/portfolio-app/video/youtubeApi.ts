// The YouTube iframe API, loaded only when a visitor asks for a video. A failure (offline, blocked) rejects, so the
// page can show a link instead of an empty player.
const API = 'https://www.youtube.com/iframe_api';
const TIMEOUT_MS = 10_000;

type YouTubeWindow = Window & { YT?: { Player?: unknown }; onYouTubeIframeAPIReady?: () => void };

let loading: Promise<void> | null = null;

export function loadYouTubeApi(): Promise<void> {
  const win = window as YouTubeWindow;
  if (win.YT?.Player) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      resolve();
    };
    const script = Object.assign(document.createElement('script'), { src: API, async: true });
    script.onerror = () => reject(new Error('The YouTube API could not be loaded'));
    setTimeout(() => reject(new Error('The YouTube API did not answer in time')), TIMEOUT_MS);
    document.head.append(script);
  }).catch((error) => {
    loading = null; // a later click tries again
    throw error;
  });
  return loading;
}
