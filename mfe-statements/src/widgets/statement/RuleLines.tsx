import { useIntl } from 'react-intl';
import { LightTable } from '@accrue/ui-kit/table';
import type { StatementDetail } from '../../features/statements/api';
import { formatted } from '../../features/statements/model';

type Rule = StatementDetail['rules'][number];

/**
 * A rule's records, in the kit's table: loaded only when the rep opens a rule (StatementWidget), so
 * the widget's first screen downloads neither this module nor the kit's table entry.
 */
export default function RuleLines({ rule, currency }: { rule: Rule; currency: string | undefined }) {
  const intl = useIntl();
  return (
    <LightTable<{ id: string; recordKey: string; value: string }>
      aria-label={intl.formatMessage({ id: 'statement.linesOf' }, { rule: rule.label })}
      columns={[
        { id: 'record', header: intl.formatMessage({ id: 'statement.record' }), accessor: 'recordKey' },
        {
          id: 'value',
          header: intl.formatMessage({ id: 'statement.earned' }),
          align: 'end',
          cell: (line) => formatted(line.value, intl.locale, currency),
        },
      ]}
      rows={(rule.lines ?? []).map((line, index) => ({ ...line, id: `${index}` }))}
    />
  );
}
