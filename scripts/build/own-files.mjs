// The files really inside one of her folders (content/, images/), found without following symbolic links: a link can
// point anywhere (`content/up -> ..` is the whole project, a link to its own folder never ends), so the build takes
// none and names each one, since a file it skipped in silence would just be missing from the site.
import fs from 'node:fs';
import path from 'node:path';

/** What she reads when the build meets `link` (`content/up`) under `root` (`content`). */
export const linkMessage = (link, root) =>
  `${link} is a shortcut (a symbolic link) to another place: the site only takes files that are really in ${root}/. ` +
  'Put the file or folder itself there instead of the shortcut (or delete the shortcut), then build again.';

/** The files under `root` and the links met, each by its path from `root` (with path.sep), sorted. */
export function ownFiles(root) {
  const files = [];
  const links = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const name = path.join(dir, entry.name);
      if (entry.isSymbolicLink())
        links.push(name); // and not looked into
      else if (entry.isDirectory()) visit(name);
      else if (entry.isFile()) files.push(name);
    }
  };
  visit('');
  return { files: files.sort(), links: links.sort() };
}
