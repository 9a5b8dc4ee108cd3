// The editor's own kinds of field (config.yml's `widget:` names below), made from Decap's, so that a form refuses before
// saving what the build would refuse (src/content/rules.ts holds the rules both use; bundled in when the editor's files
// are served or copied, scripts/servers/editor-files.mjs):
//   optional-object  an object the file may leave out (a section's subtitle): Decap checks the fields of an object even
//                    when it is empty, so "English is required" stopped every save. Empty, it is left out; filled in,
//                    its fields' rules apply (English then required, as the schema has it).
//   event-end        a date and time after the one its `after` field names.
//   unique-id        a text that no other item of the list its `unique_in` names holds.
//   book-title       a new book's title, which names its file and address: not one of the site's pages ("Events").
//   code-select      a choice whose exact code, typed, comes first ("IT" -> Italy (IT), not British Indian Ocean Territory).
//   random-key       a selection's address: made here once, when the entry is new, and then only shown. In the browser,
//                    not by npm run edit's server, so the deployed editor (GitHub) makes it alike.
//   section-choice   a portfolio section (Decap's relation), which tells the section-artwork field beside it.
//   section-artwork  an artwork of that section, picked by its description and seen as a small picture, not typed as
//                    an id she would have to look up in the Portfolio.
import { duplicateIdProblem, endProblem, pageNameProblem } from '../src/content/rules';

const { CMS, h } = window;

const object = CMS.getWidget('object');
const isBlank = (value) => !value || [...value.values()].every((v) => v === '' || v === null || v === undefined);
class OptionalObjectControl extends object.control {
  #checkFields = this.validate;
  validate = () => {
    if (!isBlank(this.props.value)) return this.#checkFields();
    // Left empty: the file leaves it out. What an earlier check said of its fields no longer holds.
    for (const field of Object.values(this.childRefs)) field.props.onValidate?.([]);
  };
}
CMS.registerWidget('optional-object', OptionalObjectControl, object.preview);

// Decap calls isValid unbound: arrows keep the field's own props.
const datetime = CMS.getWidget('datetime');
class EventEndControl extends datetime.control {
  isValid = () => {
    const start = this.props.getEntry?.()?.getIn(['data', this.props.field.get('after')]);
    const problem = endProblem(start, this.props.value);
    return problem ? { error: { type: 'end-before-start', message: problem } } : true;
  };
}
CMS.registerWidget('event-end', EventEndControl, datetime.preview);

const text = CMS.getWidget('string');
class UniqueIdControl extends text.control {
  isValid = () => {
    const { field, value, getEntry } = this.props;
    const items = getEntry?.()?.getIn(['data', field.get('unique_in')]);
    const ids = items?.toArray?.().map((item) => item?.get?.(field.get('name'))) ?? [];
    const problem = value ? duplicateIdProblem(ids, ids.lastIndexOf(value)) : null;
    return problem ? { error: { type: 'duplicate-id', message: `${field.get('label')}: ${problem}` } } : true;
  };
}
CMS.registerWidget('unique-id', UniqueIdControl, text.preview);

class BookTitleControl extends text.control {
  isValid = () => {
    // Decap makes the file name from the title (admin/config.yml's slug: lowercase, words joined by hyphens); an
    // existing book keeps its file. Only a title that is a page's name as it stands is caught here.
    if (!this.props.getEntry?.()?.get('newRecord')) return true;
    const id = String(this.props.value ?? '')
      .trim()
      .toLowerCase()
      .replace(/\s+/g, '-');
    const problem = id && pageNameProblem(id);
    return problem ? { error: { type: 'page-name', message: problem } } : true;
  };
}
CMS.registerWidget('book-title', BookTitleControl, text.preview);

const select = CMS.getWidget('select');
/** `options` with the one whose value is `typed` first, then those whose label starts with it, the rest in order. */
export function ranked(options, typed) {
  const wanted = typed.trim().toLowerCase();
  if (!wanted) return options;
  const rank = ({ label, value }) =>
    String(value).toLowerCase() === wanted ? 0 : String(label).toLowerCase().startsWith(wanted) ? 1 : 2;
  return options
    .map((option, i) => [rank(option), i, option])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map((x) => x[2]);
}
class CodeSelectControl extends select.control {
  state = { typed: '' };
  render() {
    // Decap's select is react-select, which filters its options in their order: ours follow what is typed.
    const chosen = super.render();
    return h(chosen.type, {
      ...chosen.props,
      options: ranked(chosen.props.options, this.state.typed),
      onInputChange: (typed) => this.setState({ typed }),
    });
  }
}
CMS.registerWidget('code-select', CodeSelectControl, select.preview);

// 64 characters: a random byte's last six bits pick one evenly. 24 of them hold 144 random bits (the schema asks 20).
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
export const newKey = (length = 24) =>
  Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => KEY_ALPHABET[byte & 63]).join('');
class RandomKeyControl extends text.control {
  componentDidMount() {
    super.componentDidMount?.();
    if (!this.props.value) this.props.onChange(newKey());
  }
  render() {
    const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return h('input', {
      type: 'text',
      id: forID,
      className: classNameWrapper,
      value: value ?? '',
      readOnly: true,
      onFocus: setActiveStyle,
      onBlur: setInactiveStyle,
    });
  }
}
CMS.registerWidget('random-key', RandomKeyControl, text.preview);

// A selection's artwork: its section and its id, two fields of one list item. Decap gives a field its siblings' values
// no way; it gives both the same parentIds (their list item's), under which the section field tells the artwork field.
const sectionOf = new Map();
const sectionChanges = new EventTarget();
const itemOf = (props) => JSON.stringify(props.parentIds ?? []);

const relation = CMS.getWidget('relation');
class SectionChoiceControl extends relation.control {
  componentDidMount() {
    super.componentDidMount?.();
    this.#tell();
  }
  componentDidUpdate(previous, ...rest) {
    super.componentDidUpdate?.(previous, ...rest);
    if (previous.value !== this.props.value) this.#tell();
  }
  #tell() {
    sectionOf.set(itemOf(this.props), this.props.value || '');
    sectionChanges.dispatchEvent(new Event(itemOf(this.props)));
  }
}
CMS.registerWidget('section-choice', SectionChoiceControl, relation.preview);

// In the editor's language (content/settings.json's editorLanguage, Decap's locale).
const ARTWORK_TEXTS = {
  en: {
    sectionFirst: 'Choose its portfolio section first',
    loading: 'Loading the artworks of the section…',
    choose: 'Choose an artwork',
    notThere: (id) => `${id}: not an artwork of this section`,
    problem: (id) => `"${id}" is not an artwork of this section: choose one from the list`,
  },
  it: {
    sectionFirst: 'Scegli prima la sezione del portfolio',
    loading: 'Carico le opere della sezione…',
    choose: "Scegli un'opera",
    notThere: (id) => `${id}: non è un'opera di questa sezione`,
    problem: (id) => `"${id}" non è un'opera di questa sezione: sceglila dall'elenco`,
  },
  fr: {
    sectionFirst: 'Choisissez d’abord la section du portfolio',
    loading: 'Chargement des œuvres de la section…',
    choose: 'Choisissez une œuvre',
    notThere: (id) => `${id} : pas une œuvre de cette section`,
    problem: (id) => `« ${id} » n’est pas une œuvre de cette section : choisissez-en une dans la liste`,
  },
};
class SectionArtworkControl extends text.control {
  state = { section: '', artworks: null };
  #item = '';
  texts = () => ARTWORK_TEXTS[this.props.config?.locale] ?? ARTWORK_TEXTS.en; // Decap's config: a plain object
  componentDidMount() {
    super.componentDidMount?.();
    this.#item = itemOf(this.props);
    sectionChanges.addEventListener(this.#item, this.follow);
    this.follow();
  }
  componentWillUnmount() {
    sectionChanges.removeEventListener(this.#item, this.follow);
    super.componentWillUnmount?.();
  }
  /** The artworks of the section chosen beside it, read as the editor reads that section's entry. */
  follow = async () => {
    const section = sectionOf.get(this.#item) ?? '';
    if (section === this.state.section) return;
    this.setState({ section, artworks: null });
    if (!section) return;
    const entry = await this.props.loadEntry('portfolio', section).catch(() => undefined);
    if (sectionOf.get(this.#item) === section) this.setState({ artworks: entry?.data?.items ?? [] });
  };
  isValid = () => {
    const { value } = this.props;
    const { artworks } = this.state;
    if (!value || !artworks || artworks.some((artwork) => artwork.id === value)) return true;
    return { error: { type: 'no-artwork', message: this.texts().problem(value) } };
  };
  render() {
    const { forID, value, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    const { section, artworks } = this.state;
    const texts = this.texts();
    const chosen = artworks?.find((artwork) => artwork.id === value);
    // Its description in the editor's language, where she wrote one.
    const described = (artwork) => artwork.alt?.[this.props.config?.locale] || artwork.alt?.en || '';
    const first = !section ? texts.sectionFirst : !artworks ? texts.loading : texts.choose;
    const options = [
      h('option', { key: '', value: '', disabled: !!value }, first),
      ...(artworks ?? []).map((artwork) =>
        h('option', { key: artwork.id, value: artwork.id }, `${artwork.id}: ${described(artwork)}`),
      ),
      // An id the section does not hold (typed before, or the section changed): shown, and refused by isValid.
      ...(value && artworks && !chosen ? [h('option', { key: value, value }, texts.notThere(value))] : []),
    ];
    const picture = chosen?.image && String(chosen.image).replace(/^\/?/, '/');
    return h(
      'div',
      { className: classNameWrapper, style: { display: 'flex', gap: '12px', alignItems: 'center' } },
      h(
        'select',
        {
          id: forID,
          value: value ?? '',
          disabled: !artworks,
          onChange: (event) => onChange(event.target.value),
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          style: { flex: 1, minWidth: 0, font: 'inherit', padding: '8px', border: 0, background: 'transparent' },
        },
        options,
      ),
      picture && h('img', { src: picture, alt: '', style: { height: '64px', width: 'auto', borderRadius: '4px' } }),
    );
  }
}
CMS.registerWidget('section-artwork', SectionArtworkControl, text.preview);
