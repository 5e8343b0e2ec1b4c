import { useState } from 'react';
import type { OperatorRole } from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { useOperators } from './api/list-operators.ts';
import { useUpdateOperator } from './api/update-operator.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { useResetOperator } from './api/reset-operator.ts';
import { DisableToggle, ResetAction, RoleChanger } from './operator-row-actions.tsx';
import { ROLE_NAMES } from './role-names.ts';
import { SetUpLinkNotice, type SetUpLink } from './set-up-link-notice.tsx';

type Operator = NonNullable<ReturnType<typeof useOperators>['data']>['items'][number];

export function OperatorsPage({ signedInAs }: { signedInAs: string }) {
  const operators = useOperators();
  const update = useUpdateOperator();
  const reset = useResetOperator();
  const [message, setMessage] = useState<string | undefined>();
  const [link, setLink] = useState<SetUpLink | undefined>();
  const busy = update.isPending || reset.isPending;
  const change = (
    operator: Operator,
    body: { role?: OperatorRole; disabled?: boolean },
    done: string,
  ) => {
    setMessage(undefined);
    setLink(undefined);
    update.mutate({ id: operator.id, body }, { onSuccess: () => setMessage(done) });
  };
  const resetSignIn = (operator: Operator) => {
    setMessage(undefined);
    setLink(undefined);
    reset.mutate(operator.id, {
      onSuccess: ({ setupUrl }) =>
        setLink({
          lead: `The sign-in of ${operator.email} was reset and every session of theirs ended.`,
          url: setupUrl,
        }),
    });
  };
  const columns: Column<Operator>[] = [
    { header: 'Email', cell: (operator) => <span className="font-medium">{operator.email}</span> },
    {
      header: 'Role',
      cell: (operator) => (
        <RoleChanger
          key={operator.role}
          operator={operator}
          disabled={operator.disabled || operator.email === signedInAs || busy}
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
          <div className="flex flex-wrap items-center gap-2">
            <DisableToggle
              operator={operator}
              disabled={busy}
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
            <ResetAction
              operator={operator}
              disabled={busy}
              onReset={() => resetSignIn(operator)}
            />
          </div>
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
            : reset.isError
              ? failureText(reset.error)
              : undefined}
      </Alert>
      <Alert tone="success">{message}</Alert>
      <SetUpLinkNotice link={link} />
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
