import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeProblem, type AttributeProblem } from './attributes';
import { useHost } from './host';
import { css } from './styles';

export const messageBox = css`
  margin: 0 0 1em;
  padding: 0.75em 1em;
  border-inline-start: 4px solid var(--p-warning);
  border-radius: 4px;
  background: var(--p-paper);
  color: var(--p-text);
  font-size: 0.9em;
`;

export function AttributeMessage({ problem }: { problem: AttributeProblem }) {
  const { t } = useTranslation();
  const { expected } = problem;
  const detail =
    expected.kind === 'one-of'
      ? t('KIT.EXPECTED_ONE_OF', { values: expected.values.join(', ') })
      : expected.kind === 'number'
        ? t('KIT.EXPECTED_NUMBER', { min: expected.min, max: expected.max })
        : expected.kind === 'url'
          ? t(expected.contains ? 'KIT.EXPECTED_URL_WITH' : 'KIT.EXPECTED_URL', { text: expected.contains })
          : t('KIT.UNKNOWN_IDS', { ids: expected.ids.join(', '), values: expected.values.join(', ') });
  return (
    <p className={messageBox} role="status">
      {t('KIT.ATTRIBUTE_INVALID', { attribute: problem.attribute, value: problem.value, expected: detail })}
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
