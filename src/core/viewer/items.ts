import type { TFunction } from 'i18next';
import type { Artwork } from '../../content';
import { picture, type Picture } from '../assets';

/** One artwork as the full-screen viewer shows it. */
export interface ViewerItem {
  id: string;
  image: Picture;
  /** The alt text: "Title: what the picture shows". */
  alt: string;
  /** Its technique, translated, when known. */
  technique?: string;
}

/** Alt texts read "Title: description" (in French "Titre : description"); a caption shows the title alone. */
export const titleOf = (alt: string) => alt.split(/\s?:\s/)[0];

export function artworkItems(items: Artwork[], t: TFunction): ViewerItem[] {
  return items.map((item) => ({
    id: item.id,
    image: picture(item.src),
    alt: t(item.alt),
    technique: item.technique && t(`TECHNIQUE.${item.technique}`),
  }));
}

/** What the viewer shows (Viewer.tsx), and what its lazy loader (LazyViewer.tsx) passes it. */
export interface ViewerProps {
  items: ViewerItem[];
  /** The artwork shown, from 0. */
  index: number;
  /** The name of the set (a gallery's title), part of the dialog's name. */
  label: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}
