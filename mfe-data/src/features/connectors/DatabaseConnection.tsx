import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Link } from '@accrue/ui-kit';
import { NumberField, TextField } from '@accrue/ui-kit/forms';
import { Modal } from '@accrue/ui-kit/overlays';
import { Select } from '@accrue/ui-kit/select';
import { DATABASE_PORTS } from './model';
import { useCreateConnection, useTestConnection, type Connection, type Connector } from './queries';

/**
 * A database connection (doc 3 §3 "database connection": PostgreSQL, MySQL/MariaDB): its name,
 * host, port, database, user and password (sent once, stored encrypted, never shown again) and
 * its sync schedule (daily at midnight, or manually). Once created it is tested: the connection
 * is ACTIVE, or the page says why it is in ERROR; then its tables can be mapped to a model.
 */
export function DatabaseConnection({ connector, onClose }: { connector: Connector; onClose: () => void }) {
  const intl = useIntl();
  const create = useCreateConnection();
  const test = useTestConnection();
  const [values, setValues] = useState({
    name: connector.name,
    host: '',
    port: DATABASE_PORTS[connector.key] ?? 5432,
    database: '',
    user: '',
    password: '',
    schedule: 'DAILY' as 'DAILY' | 'MANUAL',
  });
  const [created, setCreated] = useState<Connection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tested, setTested] = useState(false);
  const busy = create.isPending || test.isPending;
  const complete = Boolean(
    values.name.trim() && values.host.trim() && values.database.trim() && values.user.trim(),
  );
  const set =
    <K extends keyof typeof values>(key: K) =>
    (value: (typeof values)[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    setProblem(null);
    try {
      const connection = await create.mutateAsync({ connectorKey: connector.key, ...values });
      setCreated(connection);
      await runTest(connection.id);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const runTest = async (id: number) => {
    setProblem(null);
    setTested(false);
    try {
      setCreated(await test.mutateAsync(id));
      setTested(true);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const actions = created ? (
    <>
      <Button onPress={onClose}>
        <FormattedMessage id="connectors.flow.close" />
      </Button>
      <Button isDisabled={busy} onPress={() => void runTest(created.id)}>
        <FormattedMessage id="connectors.database.test" />
      </Button>
    </>
  ) : (
    <>
      <Button onPress={onClose} isDisabled={busy}>
        <FormattedMessage id="connectors.flow.cancel" />
      </Button>
      <Button variant="primary" isDisabled={!complete || busy} onPress={() => void save()}>
        <FormattedMessage id="connectors.database.save" />
      </Button>
    </>
  );

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={<FormattedMessage id="connectors.database.title" values={{ connector: connector.name }} />}
      isDismissable={!busy}
      actions={actions}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        {problem ? <Alert tone="error" title={problem} /> : null}
        {tested && created?.status === 'ACTIVE' ? (
          <Alert tone="success" title={intl.formatMessage({ id: 'connectors.database.tested' })} />
        ) : null}
        {created ? (
          <Link href={`/data/connectors/${created.id}/record-models/create`}>
            <FormattedMessage id="connectors.database.mapTable" />
          </Link>
        ) : (
          <>
            <TextField
              label={intl.formatMessage({ id: 'connectors.database.name' })}
              value={values.name}
              onChange={set('name')}
              isRequired
            />
            <TextField
              label={intl.formatMessage({ id: 'connectors.database.host' })}
              value={values.host}
              onChange={set('host')}
              isRequired
            />
            <NumberField
              label={intl.formatMessage({ id: 'connectors.database.port' })}
              value={values.port}
              minValue={1}
              maxValue={65535}
              onChange={(port) => set('port')(port ?? DATABASE_PORTS[connector.key] ?? 5432)}
              isRequired
            />
            <TextField
              label={intl.formatMessage({ id: 'connectors.database.database' })}
              value={values.database}
              onChange={set('database')}
              isRequired
            />
            <TextField
              label={intl.formatMessage({ id: 'connectors.database.user' })}
              value={values.user}
              onChange={set('user')}
              isRequired
            />
            <TextField
              label={intl.formatMessage({ id: 'connectors.database.password' })}
              description={intl.formatMessage({ id: 'connectors.database.passwordHelp' })}
              type="password"
              value={values.password}
              onChange={set('password')}
            />
            <Select
              label={intl.formatMessage({ id: 'connectors.database.schedule' })}
              options={(['DAILY', 'MANUAL'] as const).map((value) => ({
                value,
                label: intl.formatMessage({ id: `connectors.schedule.${value}` }),
              }))}
              value={values.schedule}
              isClearable={false}
              onChange={(value) => set('schedule')(value === 'MANUAL' ? 'MANUAL' : 'DAILY')}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
