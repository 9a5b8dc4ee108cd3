// The editor's ISBN field ("widget: isbn" in config.yml): Decap's text field, refusing what the build's schema refuses
// (src/content/isbn.ts, the same rule and the same sentences; test/editor-config.test.mjs checks that they agree).
(() => {
  const digitsOf = (value) => value.replace(/[-\s]/g, '');
  const check13 = (twelve) =>
    String((10 - ([...twelve].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10)) % 10);

  /** Why `value` is not an ISBN-13, or null. */
  function isbnProblem(value) {
    const digits = digitsOf(value).toUpperCase();
    if (/^\d{9}[\dX]$/.test(digits)) {
      const sum = [...digits].reduce((total, digit, i) => total + (digit === 'X' ? 10 : Number(digit)) * (10 - i), 0);
      if (sum % 11) return `"${value}" is not an ISBN: its check digit (the last one) does not match the others`;
      const isbn13 = `978${digits.slice(0, 9)}`;
      return `"${value}" is an ISBN-10: write its ISBN-13, ${isbn13}${check13(isbn13)}`;
    }
    if (!/^97[89]\d{10}$/.test(digits))
      return `"${value}" is not an ISBN-13 (13 digits starting with 978 or 979, like 978-0-306-40615-7)`;
    if (digits[12] !== check13(digits.slice(0, 12)))
      return `"${value}": the check digit (the last one) does not match the others: a digit is mistyped`;
    return null;
  }

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
})();
