// The state of the site under `npm run edit`, shown over Decap, which has none of its own (decap-cms#2324): rebuilding,
// live with a link to the changed page, or refused, naming each entry and field and what is wrong, until it is fixed.
// Fed by /admin/status (scripts/servers/editor-status.mjs), in the language the site settings choose for the editor. The
// deployed editor has no such address: the box then stays hidden.
(() => {
  const TEXTS = {
    en: {
      building: 'Updating the site…',
      live: 'Live: the site shows your changes.',
      page: 'See the page',
      refused: 'Not published: the site still shows the previous version. Fix this and save again:',
      failed: 'Not published: the build failed (the terminal of npm run edit says why).',
      open: 'Open',
      offline: 'Not connected to npm run edit: saves do not reach the site until it runs again.',
      reasons: {
        missing: 'is empty: fill it in',
        'end-before-start': 'ends before it starts: set an end after the start',
        'local date-time': 'is not a real date and time',
        picture: 'must be a picture from the media library',
        'time zone': 'is not a time zone of the list',
        country: 'is not a country of the list',
        ISBN: 'is not a valid ISBN: check its digits',
        size: 'is too long, or empty',
        pattern: 'is not written in the expected form',
        enums: 'is not one of the choices',
        never: 'is a field the site does not know: remove it',
        'duplicate-id': 'is used twice in this section',
        'slug-taken': 'is already the address of another section',
        'page-name': 'has the name of a page of the site: name it after the book',
        json: 'cannot be read (not valid JSON)',
      },
    },
    it: {
      building: 'Aggiornamento del sito…',
      live: 'Online: il sito mostra le tue modifiche.',
      page: 'Vedi la pagina',
      refused: 'Non pubblicato: il sito mostra ancora la versione precedente. Correggi e salva di nuovo:',
      failed: 'Non pubblicato: la costruzione del sito non è riuscita (il terminale di npm run edit dice perché).',
      open: 'Apri',
      offline: 'Non collegato a npm run edit: i salvataggi non arrivano al sito finché non riparte.',
      reasons: {
        missing: 'è vuoto: compilalo',
        'end-before-start': "finisce prima di cominciare: metti una fine dopo l'inizio",
        'local date-time': "non è una data e un'ora reali",
        picture: "deve essere un'immagine della libreria",
        'time zone': "non è un fuso orario dell'elenco",
        country: "non è un paese dell'elenco",
        ISBN: 'non è un ISBN valido: controlla le cifre',
        size: 'è troppo lungo, o vuoto',
        pattern: 'non è scritto nella forma attesa',
        enums: 'non è una delle scelte',
        never: 'è un campo che il sito non conosce: toglilo',
        'duplicate-id': 'è usato due volte in questa sezione',
        'slug-taken': "è già l'indirizzo di un'altra sezione",
        'page-name': 'ha il nome di una pagina del sito: chiamalo come il libro',
        json: 'non si legge (non è JSON valido)',
      },
    },
    fr: {
      building: 'Mise à jour du site…',
      live: 'En ligne : le site montre vos modifications.',
      page: 'Voir la page',
      refused: 'Non publié : le site montre encore la version précédente. Corrigez ceci et enregistrez à nouveau :',
      failed: 'Non publié : la construction du site a échoué (le terminal de npm run edit dit pourquoi).',
      open: 'Ouvrir',
      offline: 'Pas de connexion à npm run edit : les enregistrements n’arrivent pas au site tant qu’il ne tourne pas.',
      reasons: {
        missing: 'est vide : remplissez-le',
        'end-before-start': 'se termine avant de commencer : choisissez une fin après le début',
        'local date-time': 'n’est pas une date et une heure réelles',
        picture: 'doit être une image de la médiathèque',
        'time zone': 'n’est pas un fuseau horaire de la liste',
        country: 'n’est pas un pays de la liste',
        ISBN: 'n’est pas un ISBN valide : vérifiez ses chiffres',
        size: 'est trop long, ou vide',
        pattern: 'n’est pas écrit sous la forme attendue',
        enums: 'n’est pas l’un des choix',
        never: 'est un champ que le site ne connaît pas : supprimez-le',
        'duplicate-id': 'est utilisé deux fois dans cette section',
        'slug-taken': 'est déjà l’adresse d’une autre section',
        'page-name': 'porte le nom d’une page du site : nommez-le comme le livre',
        json: 'est illisible (pas du JSON valide)',
      },
    },
  };

  const box = document.createElement('div');
  box.id = 'site-status';
  box.setAttribute('role', 'status');
  box.hidden = true;
  document.body.append(box);

  const element = (tag, text, attributes = {}) =>
    Object.assign(document.createElement(tag), { textContent: text }, attributes);
  let lang = 'en';

  /** One problem: `Event "x", Ends: ends before it starts... Open`, the schema's own words where it has no kind of ours. */
  function problemItem({ collection, entry, form, field, code, message, file }, texts) {
    const where = collection ? `${collection} “${entry}”` : file;
    const item = element('li', `${where}${field ? `, ${field}` : ''}: ${texts.reasons[code] ?? message} `);
    if (form) item.append(element('a', texts.open, { href: form }));
    return item;
  }

  function show(status) {
    lang = status.lang in TEXTS ? status.lang : 'en';
    const texts = TEXTS[lang];
    const problems = status.problems ?? [];
    const key = status.state === 'refused' && !problems.length ? 'failed' : status.state;
    const line = element('p', texts[key] ?? key);
    if (status.state === 'live') line.append(' ', element('a', texts.page, { href: status.page, target: '_blank' }));
    const list = element('ul', '');
    list.append(...problems.map((problem) => problemItem(problem, texts)));
    box.replaceChildren(line, ...(problems.length ? [list] : []));
    box.lang = lang;
    box.dataset.state = status.state;
    box.hidden = false;
  }

  const source = new EventSource('status');
  source.onmessage = (event) => show(JSON.parse(event.data));
  // A closed source never answered (the deployed editor); a reconnecting one lost npm run edit.
  source.onerror = () =>
    source.readyState === EventSource.CLOSED ? (box.hidden = true) : !box.hidden && show({ state: 'offline', lang });
})();
