export interface Comic {
  id: string;
  /** Italian titles: the strips are in Italian. */
  title: string;
  /** Translation key of the description, shown as the open comic's heading. */
  description: string;
  thumb: string;
  strips: string[];
}

const comic = (id: string, title: string, stripCount = 4): Comic => ({
  id,
  title,
  description: `COMICS.DESCRIPTIONS.${id}`,
  thumb: `images/comics/${id}/thumb`,
  strips: Array.from({ length: stripCount }, (_, i) => `images/comics/${id}/strip-${i + 1}`),
});

export const comicsPortrait = 'images/comics/portrait';

export const comics: Comic[] = [
  comic('la-mia-vita-in-belgio', 'La mia vita in Belgio'),
  comic('smart-working', 'Smart working'),
  comic('shopping', 'Shopping'),
  comic('mare-spiaggia', 'Mare spiaggia', 6),
  comic('dieta-parte-1', 'Dieta parte 1'),
  comic('dieta-parte-2', 'Dieta parte 2'),
  comic('giornata-mondiale-del-cane', '26 agosto giornata mondiale del cane'),
  comic('e-settembre', 'È settembre'),
  comic('effetto-divano', 'Effetto divano'),
];
