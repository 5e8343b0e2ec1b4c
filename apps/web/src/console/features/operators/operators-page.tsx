import { useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { useOperators } from './api/list-operators.ts';
import { useUpdateOperator } from './api/update-operator.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { ROLE_NAMES } from './role-names.ts';

type Operator = NonNullable<ReturnType<typeof useOperators>['data']>['items'][number];

export function OperatorsPage({ signedInAs }: { signedInAs: string }) {
  const operators = useOperators();
  const update = useUpdateOperator();
  const [message, setMessage] = useState<string | undefined>();
  const change = (
    operator: Operator,
    body: { role?: OperatorRole; disabled?: boolean },
    done: string,
  ) => {
    setMessage(undefined);
    update.mutate({ id: operator.id, body }, { onSuccess: () => setMessage(done) });
  };
  const columns: Column<Operator>[] = [
    { header: 'Email', cell: (operator) => <span className="font-medium">{operator.email}</span> },
    {
      header: 'Role',
      cell: (operator) => (
        <Select
          aria-label={`Role of ${operator.email}`}
          value={operator.role}
          disabled={operator.disabled || operator.email === signedInAs || update.isPending}
          onChange={(event) => {
            const role = event.target.value as OperatorRole;
            change(operator, { role }, `${operator.email} is now ${ROLE_NAMES[role]}.`);
          }}
          className="min-w-32"
        >
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_NAMES[role]}
            </option>
          ))}
        </Select>
      ),
    },
    {
      header: 'State',
      cell: (operator) =>
        operator.disabled ? 'Disabled' : operator.setUp ? 'Active' : 'Waiting for set-up',
    },
    { header: 'Added', cell: (operator) => formatDateTime(operator.createdAt) },
    {
      header: 'Actions',
      cell: (operator) =>
        operator.email === signedInAs ? (
          <span className="text-ink-500">You</span>
        ) : (
          <Button
            variant="secondary"
            aria-label={`${operator.disabled ? 'Enable' : 'Disable'} ${operator.email}`}
            disabled={update.isPending}
            onClick={() =>
              change(
                operator,
                { disabled: !operator.disabled },
                operator.disabled
                  ? `${operator.email} is enabled.`
                  : `${operator.email} is disabled and signed out everywhere.`,
              )
            }
          >
            {operator.disabled ? 'Enable' : 'Disable'}
          </Button>
        ),
    },
  ];
  return (
    <Page title="Operators">
      <AddOperatorForm />
      <Alert>
        {operators.isError
          ? failureText(operators.error)
          : update.isError
            ? failureText(update.error)
            : undefined}
      </Alert>
      <Alert tone="success">{message}</Alert>
      {operators.data && (
        <DataTable
          caption="Operators"
          columns={columns}
          rows={operators.data.items}
          rowKey={(o) => o.id}
          empty="No operators."
        />
      )}
    </Page>
  );
}
