// The state of the site under `npm run edit`, shown over Decap, which has none of its own (decap-cms#2324): rebuilding,
// live with a link to the changed page, or refused, naming each entry and field and what is wrong, until it is fixed.
// Fed by /admin/status (scripts/servers/editor-status.mjs), in the language the site settings choose for the editor. The
// deployed editor has no such address: the box then stays hidden.
(() => {
  const TEXTS = {
    en: {
      ready: 'The site shows the saved content: publish a change to update it.',
      unsaved: 'Unsaved changes: publish them to update the site.',
      building: 'Updating the site…',
      live: 'Live: the site shows your changes.',
      page: 'See the page',
      refused: 'Not published: the site still shows the previous version. Fix this and save again:',
      failed: 'Not published: the build failed (the terminal of npm run edit says why).',
      open: 'Open',
      selections: 'Selections',
      unlisted: 'Anyone with its link can open a selection (it is not a password); no page of the site links to it.',
      copy: 'Copy',
      copied: 'Copied',
      ended: 'ended: no longer on the site',
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
        'web address': 'is not a web address the site can use: write it in full, like https://example.com/page',
        'site address': 'must be the address of the site itself, ending in /, like https://example.com/',
        characters: 'holds an invisible control character: delete the text around it and type it again',
        link: 'is a shortcut (a symbolic link), not a file: put the file itself there, or delete the shortcut',
        'no-artwork': 'names an artwork that section does not have: check its id in the Portfolio',
        'no-section': 'names a portfolio section that does not exist',
        'no-book': 'names a book that does not exist',
        'key-taken': 'is the address of another selection: delete this one and create it again',
        date: 'is not a real date',
      },
    },
    it: {
      ready: 'Il sito mostra il contenuto salvato: pubblica una modifica per aggiornarlo.',
      unsaved: 'Modifiche non salvate: pubblicale per aggiornare il sito.',
      building: 'Aggiornamento del sito…',
      live: 'Online: il sito mostra le tue modifiche.',
      page: 'Vedi la pagina',
      refused: 'Non pubblicato: il sito mostra ancora la versione precedente. Correggi e salva di nuovo:',
      failed: 'Non pubblicato: la costruzione del sito non è riuscita (il terminale di npm run edit dice perché).',
      open: 'Apri',
      selections: 'Selezioni',
      unlisted:
        'Chiunque abbia il link può aprire una selezione (non è una password); nessuna pagina del sito la collega.',
      copy: 'Copia',
      copied: 'Copiato',
      ended: 'scaduta: non è più sul sito',
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
        'web address':
          'non è un indirizzo web che il sito possa usare: scrivilo per intero, come https://example.com/pagina',
        'site address': "deve essere l'indirizzo del sito stesso, che finisce con /, come https://example.com/",
        characters: 'contiene un carattere di controllo invisibile: cancella il testo intorno e riscrivilo',
        link: 'è un collegamento (link simbolico), non un file: metti lì il file stesso, o cancella il collegamento',
        'no-artwork': "indica un'opera che quella sezione non ha: controllane l'id nel Portfolio",
        'no-section': 'indica una sezione del portfolio che non esiste',
        'no-book': 'indica un libro che non esiste',
        'key-taken': "è l'indirizzo di un'altra selezione: cancella questa e creala di nuovo",
        date: 'non è una data reale',
      },
    },
    fr: {
      ready: 'Le site montre le contenu enregistré : publiez une modification pour le mettre à jour.',
      unsaved: 'Modifications non enregistrées : publiez-les pour mettre à jour le site.',
      building: 'Mise à jour du site…',
      live: 'En ligne : le site montre vos modifications.',
      page: 'Voir la page',
      refused: 'Non publié : le site montre encore la version précédente. Corrigez ceci et enregistrez à nouveau :',
      failed: 'Non publié : la construction du site a échoué (le terminal de npm run edit dit pourquoi).',
      open: 'Ouvrir',
      selections: 'Sélections',
      unlisted:
        'Toute personne qui a son lien peut ouvrir une sélection (ce n’est pas un mot de passe) ; aucune page du site n’y mène.',
      copy: 'Copier',
      copied: 'Copié',
      ended: 'terminée : plus sur le site',
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
        'web address':
          'n’est pas une adresse web utilisable par le site : écrivez-la en entier, comme https://example.com/page',
        'site address': 'doit être l’adresse du site lui-même, terminée par /, comme https://example.com/',
        characters: 'contient un caractère de contrôle invisible : effacez le texte autour et retapez-le',
        link: 'est un raccourci (lien symbolique), pas un fichier : mettez-y le fichier lui-même, ou supprimez le raccourci',
        'no-artwork': 'désigne une œuvre que cette section n’a pas : vérifiez son identifiant dans le Portfolio',
        'no-section': 'désigne une section du portfolio qui n’existe pas',
        'no-book': 'désigne un livre qui n’existe pas',
        'key-taken': 'est l’adresse d’une autre sélection : supprimez celle-ci et créez-la à nouveau',
        date: 'n’est pas une date réelle',
      },
    },
  };

  const box = document.createElement('div');
  box.id = 'site-status';
  box.setAttribute('role', 'status');
  box.hidden = true;
  document.body.append(box);
  // The bar takes its own room: index.html ends the editor's panes this far above the bottom.
  new ResizeObserver(() =>
    document.documentElement.style.setProperty('--site-status-height', `${box.hidden ? 0 : box.offsetHeight}px`),
  ).observe(box);

  const element = (tag, text, attributes = {}) =>
    Object.assign(document.createElement(tag), { textContent: text }, attributes);
  let lang = 'en';
  let server = { state: 'building' }; // what npm run edit last said
  let unsaved = false; // the open form has changes not yet published (Decap's own "Unsaved Changes" mark)
  let published = false; // published, and npm run edit has not started its build yet
  let publishedTimer;

  /**
   * The form Decap shows (its ControlPane, which its editor keeps as controlPaneRef), found from the form's element: its
   * validate(), which Publish runs, and focus("place.country"). Null if Decap changed its inner names.
   */
  function formPane() {
    const node = document.querySelector("[class*='-ControlPaneContainer']");
    const key = node && Object.keys(node).find((name) => name.startsWith('__reactFiber$'));
    for (let fiber = key && node[key]; fiber; fiber = fiber.return) {
      const pane = fiber.stateNode?.controlPaneRef ?? fiber.stateNode;
      if (pane && typeof pane.focus === 'function' && typeof pane.validate === 'function' && pane.childRefs)
        return pane;
    }
    return null;
  }

  /**
   * Opens a problem's field once its form is there: Decap checks the form (its own error marks, the rules it knows)
   * and scrolls to the field, which stays outlined until it is edited.
   */
  function markField(focus) {
    const names = focus.split('.');
    const started = Date.now();
    const attempt = () => {
      const pane = formPane();
      if (!pane?.childRefs[names[0]]) {
        if (Date.now() - started < 10000) setTimeout(attempt, 100);
        return;
      }
      pane.validate();
      pane.focus(focus);
      // Decap focuses the field's input; a field without one (a picture, a list) is found by its label.
      setTimeout(() => {
        const last = names.filter((name) => !/^\d+$/.test(name)).pop();
        const focused = document.activeElement?.closest("[class*='-ControlContainer']");
        const label = document.querySelector(`label[for^="${CSS.escape(last)}-field-"]`);
        const field = focused ?? label?.closest("[class*='-ControlContainer']");
        document.querySelectorAll('.site-status-field').forEach((old) => old.classList.remove('site-status-field'));
        if (!field) return;
        field.classList.add('site-status-field');
        if (!focused) field.scrollIntoView({ block: 'center' });
        field.addEventListener('input', () => field.classList.remove('site-status-field'), { once: true });
      }, 50);
    };
    attempt();
  }

  /** One problem: `Event "Lantern night", Ends: ends before it starts... Open`, the schema's words where it has no kind of ours. */
  function problemItem({ collection, entry, form, field, focus, code, message, file }, texts) {
    const where = collection ? `${collection} “${entry}”` : file;
    const item = element('li', `${where}${field ? `, ${field}` : ''}: ${texts.reasons[code] ?? message} `);
    if (form) {
      const open = element('a', texts.open, { href: form });
      if (focus) open.addEventListener('click', () => markField(focus));
      item.append(open);
    }
    return item;
  }

  let selectionsOpen = false; // the list of selections stays as she left it when the status changes

  /** Each selection's address on the published site, to copy, and a link that opens it here. */
  function selectionList(selections, texts) {
    const details = element('details', '', { open: selectionsOpen });
    details.addEventListener('toggle', () => (selectionsOpen = details.open));
    details.append(element('summary', `${texts.selections} (${selections.length})`), element('p', texts.unlisted));
    const list = element('ul', '');
    for (const { title, url, path, ended } of selections) {
      const item = element('li', `${title}: `);
      const address = element('input', '', { value: url, readOnly: true, size: Math.min(url.length, 60) });
      address.setAttribute('aria-label', title);
      address.addEventListener('focus', () => address.select());
      const copy = element('button', texts.copy, { type: 'button' });
      copy.addEventListener('click', () => {
        address.select();
        const done = () => (copy.textContent = texts.copied);
        // The clipboard API needs a secure page (localhost is one); else the selected text is copied the old way.
        if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, () => {});
        else if (document.execCommand('copy')) done();
      });
      item.append(address, ' ', copy, ' ');
      if (ended) item.append(element('em', texts.ended));
      else item.append(element('a', texts.open, { href: path, target: '_blank', rel: 'noreferrer' }));
      list.append(item);
    }
    details.append(list);
    return details;
  }

  function show() {
    const texts = TEXTS[lang];
    const problems = server.problems ?? [];
    // Live only once a publish reached the site, and only while the form holds nothing newer.
    let key = server.state === 'refused' && !problems.length ? 'failed' : server.state;
    if (['live', 'ready'].includes(key) && published) key = 'building';
    else if (['live', 'ready'].includes(key) && unsaved) key = 'unsaved';
    const line = element('p', texts[key] ?? key);
    if (key === 'live') line.append(' ', element('a', texts.page, { href: server.page, target: '_blank' }));
    const list = element('ul', '');
    list.append(...problems.map((problem) => problemItem(problem, texts)));
    const selections = server.selections ?? [];
    box.replaceChildren(
      line,
      ...(problems.length ? [list] : []),
      ...(selections.length ? [selectionList(selections, texts)] : []),
    );
    box.lang = lang;
    box.dataset.state = key;
    box.hidden = false;
  }

  // Decap marks a form with changes by its "Unsaved Changes" badge (its style's name says which, in every language).
  let checking = false;
  new MutationObserver(() => {
    if (checking) return;
    checking = true;
    requestAnimationFrame(() => {
      checking = false;
      const was = unsaved;
      unsaved = !!document.querySelector("[class*='-BackStatusChanged']");
      if (unsaved !== was && !box.hidden) show();
    });
  }).observe(document.body, { childList: true, subtree: true });

  // Set before Decap writes anything, so the build that follows is the one that says "building", then "live".
  window.CMS?.registerEventListener({
    name: 'preSave',
    handler: () => {
      published = true;
      clearTimeout(publishedTimer);
      show();
    },
  });
  window.CMS?.registerEventListener({
    name: 'postSave',
    // A save that changed no file starts no build: the site then shows it already.
    handler: () => {
      publishedTimer = setTimeout(() => {
        published = false;
        show();
      }, 5000);
    },
  });

  const source = new EventSource('status');
  source.onmessage = (event) => {
    server = JSON.parse(event.data);
    lang = server.lang in TEXTS ? server.lang : 'en';
    if (server.state !== 'live' && server.state !== 'ready') {
      published = false;
      clearTimeout(publishedTimer);
    }
    show();
  };
  // A closed source never answered (the deployed editor); a reconnecting one lost npm run edit.
  source.onerror = () => {
    if (source.readyState === EventSource.CLOSED) box.hidden = true;
    else if (!box.hidden) {
      server = { state: 'offline' };
      show();
    }
  };
})();
