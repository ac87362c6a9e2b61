import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Skeleton } from '@accrue/ui-kit';
import { MultiSelect } from '@accrue/ui-kit/select';
import { FormModal } from '@accrue/ui-kit/overlays';
import { usePlanAssignments } from '../plans/queries';
import { peopleToAdd } from './model';
import { useAddAssignments, type PlanAgreement } from './queries';

// Every assignment of the plan (a plan has hundreds of people at most): whom the dialog offers.
const ALL_ASSIGNMENTS = { page: 0, limit: 500 };

/**
 * "Add people" on a draft (doc 3 §3, POST /plan-agreements/{id}/assignments): the people assigned
 * to the agreement's plan during its year who are not in it yet, a person removed by mistake or
 * assigned to the plan since the draft was made. The API's refusal stays in the dialog.
 */
export function AddPeopleDialog({
  agreement,
  onClose,
  onAdded,
}: {
  agreement: PlanAgreement;
  onClose: () => void;
  /** Called with how many people were added. */
  onAdded: (count: number) => void;
}) {
  const intl = useIntl();
  const assignments = usePlanAssignments(agreement.planId, 'ALL', ALL_ASSIGNMENTS);
  const add = useAddAssignments(agreement.id);
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const people = useMemo(
    () => peopleToAdd(assignments.data?.items ?? [], agreement),
    [assignments.data, agreement],
  );
  const values = { name: agreement.name, plan: agreement.plan.name, year: String(agreement.year) };

  const submit = async () => {
    if (chosen.length === 0) return;
    setProblem(null);
    try {
      await add.mutateAsync(chosen);
      onAdded(chosen.length);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <FormModal
      title={<FormattedMessage id="agreements.addPeople.title" values={values} />}
      size="MEDIUM"
      cancelLabel={<FormattedMessage id="agreements.cancel" />}
      actionLabel={<FormattedMessage id="agreements.addPeople.confirm" values={{ count: chosen.length }} />}
      isActionDisabled={chosen.length === 0 || add.isPending}
      onAction={() => void submit()}
      onClose={onClose}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {assignments.error ? (
          <Alert tone="error" title={assignments.error.message} />
        ) : assignments.isPending ? (
          <Skeleton />
        ) : people.length === 0 ? (
          <p style={{ margin: 0 }}>
            <FormattedMessage id="agreements.addPeople.none" values={values} />
          </p>
        ) : (
          <>
            <p style={{ margin: 0 }}>
              <FormattedMessage id="agreements.addPeople.help" values={values} />
            </p>
            <MultiSelect
              label={intl.formatMessage({ id: 'agreements.addPeople.people' })}
              options={people.map((person) => ({ value: person.userId, label: person.name }))}
              value={chosen}
              onChange={(ids) => setChosen(ids.map(Number))}
            />
          </>
        )}
        {problem ? <Alert tone="error" title={problem} /> : null}
      </div>
    </FormModal>
  );
}
