import { useState } from 'react';
import type { OperatorRole } from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { useOperators } from './api/list-operators.ts';
import { useUpdateOperator } from './api/update-operator.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { DisableToggle, RoleChanger } from './operator-row-actions.tsx';
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
        <RoleChanger
          key={operator.role}
          operator={operator}
          disabled={operator.disabled || operator.email === signedInAs || update.isPending}
          onSave={(role) =>
            change(operator, { role }, `${operator.email} is now ${ROLE_NAMES[role]}.`)
          }
        />
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
          <DisableToggle
            operator={operator}
            disabled={update.isPending}
            onChange={(disabled) =>
              change(
                operator,
                { disabled },
                disabled
                  ? `${operator.email} is disabled and signed out everywhere.`
                  : `${operator.email} is enabled.`,
              )
            }
          />
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
