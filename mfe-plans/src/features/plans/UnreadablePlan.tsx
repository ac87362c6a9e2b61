import { useIntl } from 'react-intl';
import { Alert } from '@accrue/ui-kit';
import type { PlanProblem } from '../designer/plan-model';
import { describeProblem } from './model';

/** Says that the plan file cannot be read, listing each problem with its path in the file. */
export function UnreadablePlan({ problems }: { problems: readonly PlanProblem[] }) {
  const intl = useIntl();
  return (
    <Alert tone="error" title={intl.formatMessage({ id: 'rules.unreadable' })}>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.path}:${problem.message}`}>
            {describeProblem({ field: problem.path, message: problem.message })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
