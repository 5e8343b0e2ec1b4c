import { useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmedAction } from '../../components/confirmed-action.tsx';
import { Select } from '../../components/select.tsx';
import { ROLE_NAMES } from './role-names.ts';

interface OperatorLike {
  email: string;
  role: OperatorRole;
  disabled: boolean;
}

/** A role is changed with its own button: a slip of the keyboard in a list changes nothing. */
export function RoleChanger({
  operator,
  disabled,
  onSave,
}: {
  operator: OperatorLike;
  disabled: boolean;
  onSave: (role: OperatorRole) => void;
}) {
  const [draft, setDraft] = useState<OperatorRole>(operator.role);
  return (
    <div className="flex items-center gap-2">
      <Select
        aria-label={`Role of ${operator.email}`}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value as OperatorRole)}
        className="min-w-32"
      >
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_NAMES[role]}
          </option>
        ))}
      </Select>
      {draft !== operator.role && (
        <Button variant="secondary" onClick={() => onSave(draft)} disabled={disabled}>
          Save role
        </Button>
      )}
    </div>
  );
}

/** Disabling ends every session of the operator: it asks once more before it does. */
export function DisableToggle({
  operator,
  disabled,
  onChange,
}: {
  operator: OperatorLike;
  disabled: boolean;
  onChange: (disabled: boolean) => void;
}) {
  if (operator.disabled) {
    return (
      <Button variant="secondary" disabled={disabled} onClick={() => onChange(false)}>
        Enable<span className="sr-only"> {operator.email}</span>
      </Button>
    );
  }
  return (
    <ConfirmedAction
      label={['Disable', operator.email]}
      question={`Disable ${operator.email}?`}
      confirmLabel="Disable and sign out"
      disabled={disabled}
      onConfirm={() => onChange(true)}
    />
  );
}

/**
 * A reset voids the password, the authenticator, the recovery codes and every session (a lost
 * phone, a password that may have leaked): it asks once more, then the page shows the new link.
 */
export function ResetAction({
  operator,
  disabled,
  onReset,
}: {
  operator: OperatorLike;
  disabled: boolean;
  onReset: () => void;
}) {
  return (
    <ConfirmedAction
      label={['Reset sign-in', operator.email]}
      question={`Reset the sign-in of ${operator.email}?`}
      confirmLabel="Reset and sign out"
      disabled={disabled}
      onConfirm={onReset}
    />
  );
}
