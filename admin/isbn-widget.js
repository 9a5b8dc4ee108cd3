// The editor's ISBN field ("widget: isbn" in config.yml): Decap's text field, refusing what the build's schema refuses,
// with the schema's own rule and sentences (src/content/isbn.ts), bundled in when the editor's files are served or
// copied (scripts/servers/editor-files.mjs).
import { isbnProblem } from '../src/content/isbn';

const { CMS } = window;
const text = CMS.getWidget('string');
// Decap calls isValid unbound: an arrow keeps the field's own props. An empty field is the "required" rule's.
class IsbnControl extends text.control {
  isValid = () => {
    const problem = this.props.value ? isbnProblem(String(this.props.value)) : null;
    return problem ? { error: { type: 'ISBN', message: problem } } : true;
  };
}
CMS.registerWidget('isbn', IsbnControl, text.preview);
