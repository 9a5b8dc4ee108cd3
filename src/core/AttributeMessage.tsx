import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeProblem, type AttributeProblem } from './attributes';
import { useHost } from './host';
import { messageBox } from './styles';
import { useTexts } from './texts';
import type { TextPart } from '../content/textParts';

const PROBLEMS: TextPart[] = ['problems'];

/**
 * Its texts are a part of their own (src/content/textParts.ts), fetched only once a message shows: the status region
 * is there at once, its sentence follows (in English, as the console has it, if they cannot be fetched).
 */
export function AttributeMessage({ problem }: { problem: AttributeProblem }) {
  const { t } = useTranslation();
  const { tag, lang } = useHost();
  const texts = useTexts(lang, PROBLEMS);
  const { expected } = problem;
  const detail =
    expected.kind === 'one-of'
      ? t('ATTRIBUTE.ONE_OF', { values: expected.values.join(', ') })
      : expected.kind === 'number'
        ? t('ATTRIBUTE.NUMBER', { min: expected.min, max: expected.max })
        : expected.kind === 'url'
          ? t(expected.contains ? 'ATTRIBUTE.URL_WITH' : 'ATTRIBUTE.URL', { text: expected.contains })
          : t('ATTRIBUTE.UNKNOWN_IDS', { ids: expected.ids.join(', '), values: expected.values.join(', ') });
  const shown = texts.lang === lang;
  return (
    <p className={shown || texts.failed ? messageBox : undefined} role="status">
      {shown
        ? t('ATTRIBUTE.INVALID', { attribute: problem.attribute, value: problem.value, expected: detail })
        : texts.failed && describeProblem(tag, problem)}
    </p>
  );
}

/**
 * For a rule the registry cannot express (a value that depends on another attribute): the element reports the
 * problem itself, the same way the kit does, by rendering <AttributeMessage> and calling this.
 */
export function useReportProblem(problem: AttributeProblem | null): void {
  const { tag } = useHost();
  const report = problem ? describeProblem(tag, problem) : '';
  useEffect(() => {
    if (report) console.error(report);
  }, [report]);
}
