import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { AgreementStatus, AssignmentStatus } from './queries';

type Tone = 'neutral' | 'progress' | 'success' | 'info' | 'danger' | 'muted';

const TONES: Record<Tone, CSSProperties> = {
  neutral: { background: 'rgba(0,0,0,0.08)' },
  progress: { background: 'rgba(255,170,0,0.2)' },
  info: { background: 'rgba(30,110,230,0.15)' },
  success: { background: 'rgba(0,160,80,0.15)' },
  danger: { background: 'rgba(200,30,30,0.15)', color: '#8a1c1c' },
  muted: { background: 'rgba(0,0,0,0.05)', color: 'rgba(0,0,0,0.6)' },
};

const AGREEMENT_TONES: Record<AgreementStatus, Tone> = {
  DRAFT: 'neutral',
  FINALIZED: 'success',
  ARCHIVED: 'muted',
};

const ASSIGNMENT_TONES: Record<AssignmentStatus, Tone> = {
  DRAFT: 'neutral',
  AGREEMENT_TO_GENERATE: 'progress',
  AGREEMENT_GENERATED: 'info',
  AGREEMENT_SENT: 'info',
  CONFIRMED: 'success',
  ARCHIVED: 'muted',
  ERROR: 'danger',
};

const BADGE: CSSProperties = {
  display: 'inline-block',
  padding: '1px 8px',
  borderRadius: 10,
  fontSize: 12,
  whiteSpace: 'nowrap',
};

/** An agreement's status (doc 3 §3: draft, finalized, archived) as a badge. */
export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  const intl = useIntl();
  return (
    <span data-agreement-status={status} style={{ ...BADGE, ...TONES[AGREEMENT_TONES[status]] }}>
      {intl.formatMessage({ id: `agreements.status.${status}` })}
    </span>
  );
}

/** A person's agreement status (to generate, generated, sent, confirmed, archived, error) as a badge. */
export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  const intl = useIntl();
  return (
    <span data-assignment-status={status} style={{ ...BADGE, ...TONES[ASSIGNMENT_TONES[status]] }}>
      {intl.formatMessage({ id: `agreements.assignmentStatus.${status}` })}
    </span>
  );
}
