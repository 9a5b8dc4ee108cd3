export type Technique =
  | 'MIXED_EXPERIMENTS'
  | 'DIGITAL_PAINTING'
  | 'PENCIL'
  | 'GRAPHITE_CHARCOAL'
  | 'PASTELS_GRAPHITE_BROWN'
  | 'GRAPHITE_DIGITAL';

export interface Artwork {
  id: string;
  src: string;
  /** Translation key of the alt text. */
  alt: string;
  technique?: Technique;
}

export interface Gallery {
  /** Translation key of the gallery's title. */
  title: string;
  subtitle?: string;
  items: Artwork[];
}

const two = (n: number) => String(n).padStart(2, '0');

function series(folder: string, prefix: string, count: number, technique?: (n: number) => Technique | undefined): Artwork[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `${prefix}-${two(i + 1)}`;
    return { id, src: `images/${folder}/${id}`, alt: `ALT.${folder.split('/').pop()}.${id}`, technique: technique?.(i + 1) };
  });
}

const sketch = (id: string): Artwork => ({
  id,
  src: `images/gallery/competition-2019/${id}`,
  alt: `ALT.competition-2019.${id}`,
  technique: 'PENCIL',
});

const byName = {
  /** The 17 illustrated pages of the site's carousel. */
  portfolio: {
    title: 'PORTFOLIO.PROJECT1.TITLE',
    items: series('portfolio', 'page', 17, (n) => (n % 3 === 0 ? 'MIXED_EXPERIMENTS' : 'DIGITAL_PAINTING')),
  },
  bw: {
    title: 'GALLERY.TITLE1',
    items: series('gallery/bw', 'bw', 6, (n) => (n % 2 ? 'PENCIL' : 'GRAPHITE_CHARCOAL')),
  },
  colour: {
    title: 'GALLERY.TITLE2',
    items: series('gallery/colour', 'colour', 6, (n) => (n === 4 ? 'PASTELS_GRAPHITE_BROWN' : 'DIGITAL_PAINTING')),
  },
  'competition-2019': {
    title: 'GALLERY.TITLE3',
    subtitle: 'GALLERY.SUBTITLE3',
    items: [...series('gallery/competition-2019', 'month', 12, () => 'GRAPHITE_DIGITAL'), sketch('sketches-jan-jun'), sketch('sketches-jul-dec')],
  },
  'character-design': {
    title: 'PORTFOLIO.PROJECT2.TITLE',
    items: series('gallery/character-design', 'character', 4, () => 'DIGITAL_PAINTING'),
  },
  'sketch-to-final': {
    title: 'PORTFOLIO.PROJECT3.TITLE',
    items: series('gallery/sketch-to-final', 'sketch', 6, (n) => (n % 2 ? 'PENCIL' : 'DIGITAL_PAINTING')),
  },
} satisfies Record<string, Gallery>;

export type GalleryName = keyof typeof byName;
/** Every gallery a publisher can show with <portfolio-gallery gallery="...">. */
export const galleries: Record<GalleryName, Gallery> = byName;
export const galleryNames = Object.keys(galleries) as GalleryName[];
