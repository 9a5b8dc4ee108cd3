import { site } from './site';

export interface Book {
  /** Also the book's route in the site: #/<id>. */
  id: string;
  title: string;
  /** Translation key of the description. */
  description: string;
  edition: { publisher: string; year: number };
  /** Absent when the illustrator also wrote the book. */
  author?: string;
  illustrator: string;
  cover: string;
  /** Inside pages shown on the book's own page. */
  pages: string[];
  /** YouTube video id of the book trailer, if any. */
  videoId?: string;
}

const pages = (id: string, count: number) => Array.from({ length: count }, (_, i) => `images/books/${id}/page-${i + 1}`);
const cover = (id: string) => `images/books/${id}/cover`;

/** Books written and/or illustrated by the illustrator. */
export const books: Book[] = [
  {
    id: 'sentichemusica',
    title: 'Senti che Musica!',
    description: 'BOOK.DESCRIPTIONS.sentichemusica',
    edition: { publisher: 'Splen edizioni', year: 2024 },
    illustrator: site.owner,
    cover: cover('sentichemusica'),
    pages: pages('sentichemusica', 6),
    videoId: 'M7lc1UVf-VE',
  },
  {
    id: 'aspassotraipianeti',
    title: 'A spasso tra i pianeti',
    description: 'BOOK.DESCRIPTIONS.aspassotraipianeti',
    edition: { publisher: 'Splen edizioni', year: 2025 },
    author: 'Clelia Lombardo',
    illustrator: site.owner,
    cover: cover('aspassotraipianeti'),
    pages: pages('aspassotraipianeti', 4),
  },
];

/** Cover illustrations made for other authors' books. */
export const covers: Book[] = [
  {
    id: 'passionelego',
    title: 'La passione LEGO® per principianti',
    description: 'BOOK.DESCRIPTIONS.passionelego',
    edition: { publisher: 'libri SANDIT', year: 2023 },
    author: 'Francesco Frangioja',
    illustrator: site.owner,
    cover: cover('passionelego'),
    pages: pages('passionelego', 2),
  },
  {
    id: 'robot',
    title: 'I robottoni giapponesi in mattoncini LEGO®',
    description: 'BOOK.DESCRIPTIONS.robot',
    edition: { publisher: 'libri SANDIT', year: 2024 },
    author: 'Francesco Frangioja',
    illustrator: site.owner,
    cover: cover('robot'),
    pages: pages('robot', 2),
  },
  {
    // Placeholder entry: replace with the real third cover.
    id: 'formulauno',
    title: 'Formula Uno in mattoncini',
    description: 'BOOK.DESCRIPTIONS.formulauno',
    edition: { publisher: 'libri SANDIT', year: 2025 },
    author: 'Francesco Frangioja',
    illustrator: site.owner,
    cover: cover('formulauno'),
    pages: pages('formulauno', 3),
  },
];
