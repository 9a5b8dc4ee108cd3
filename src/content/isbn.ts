// ISBNs as the content writes them: ISBN-13, hyphens and spaces allowed (as printed on the back of a book). The schema
// (schema.ts) checks them with isbnProblem, and so does the editor's ISBN field (admin/isbn-widget.js), into which this
// file is bundled.

/** The digits alone: 978-88-... -> 97888... */
export const isbnDigits = (value: string): string => value.replace(/[-\s]/g, '');

/** The check digit of the first 12 digits of an ISBN-13: weights 1, 3, 1, 3... and the rest up to a multiple of 10. */
const check13 = (twelve: string) =>
  String((10 - ([...twelve].reduce((sum, digit, i) => sum + Number(digit) * (i % 2 ? 3 : 1), 0) % 10)) % 10);

/** Why `value` is not an ISBN-13, in one sentence, or null when it is one. An ISBN-10 is named with its ISBN-13. */
export function isbnProblem(value: string): string | null {
  const digits = isbnDigits(value).toUpperCase();
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
