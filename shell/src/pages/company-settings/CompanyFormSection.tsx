import { useState, type ReactNode } from 'react';
import { useSession } from '@accrue/remote-runtime';
import { useCurrentCompany } from '@accrue/remote-runtime/query-hooks';
import type { components } from '@accrue/sdk';
import { Alert, Spinner } from '@accrue/ui-kit';
import { useReloadCompany } from '../company-queries';

type Company = components['schemas']['Company'];

/** What a company settings form is given: the company as read, and what to do after a save. */
export interface CompanyFormProps {
  company: Company;
  /** MODIFY_COMPANY_SETTINGS: without it the fields are disabled and there is no Save. */
  canModify: boolean;
  onSaved: () => void;
  /** The save was refused as stale (409): the section says so and reads the company again. */
  onConflict: () => void;
}

/**
 * A form of the company settings (doc 1 §2.3) around the current company: a notice for people who
 * may only read, the stale-save warning, and the form itself, started again from each new version
 * of the company (saved here, or read again after a conflict).
 */
export function CompanyFormSection({
  readOnlyMessage,
  conflictMessage,
  children,
}: {
  readOnlyMessage: string;
  conflictMessage: string;
  children: (props: CompanyFormProps) => ReactNode;
}) {
  const session = useSession()!;
  const canModify = session.can('MODIFY_COMPANY_SETTINGS');
  const company = useCurrentCompany();
  const reload = useReloadCompany();
  const [conflict, setConflict] = useState(false);
  return (
    <>
      {canModify ? null : <Alert tone="info" title={readOnlyMessage} />}
      {conflict ? (
        <Alert tone="warning" title={conflictMessage} isDismissable onDismiss={() => setConflict(false)} />
      ) : null}
      {company.error ? <Alert tone="error" title={company.error.message} /> : null}
      {company.data ? (
        <div key={company.data.version}>
          {children({
            company: company.data,
            canModify,
            onSaved: () => setConflict(false),
            onConflict: () => {
              setConflict(true);
              void reload();
            },
          })}
        </div>
      ) : (
        <Spinner />
      )}
    </>
  );
}
