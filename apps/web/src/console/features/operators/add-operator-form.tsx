import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddOperatorRequestSchema, OPERATOR_ROLES } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { EmailInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Panel } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { useAddOperator, type AddOperatorBody } from './api/add-operator.ts';
import { ROLE_HINTS, ROLE_NAMES } from './role-names.ts';
import { SetUpLinkNotice, type SetUpLink } from './set-up-link-notice.tsx';

/** Adds an operator and shows their set-up link, once, to pass on by a trusted channel. */
export function AddOperatorForm() {
  const add = useAddOperator();
  const [failure, setFailure] = useState<string | undefined>();
  const [link, setLink] = useState<SetUpLink | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AddOperatorBody>({
    resolver: zodResolver(AddOperatorRequestSchema),
    defaultValues: { email: '', role: 'support' },
  });
  const submit = handleSubmit(async (body) => {
    setFailure(undefined);
    setLink(undefined);
    try {
      const answer = await add.mutateAsync(body);
      setLink({ lead: `${body.email} was added.`, url: answer.setupUrl });
      reset();
    } catch (error) {
      setFailure(
        error instanceof ConsoleApiError && error.status === 409
          ? 'An operator with this email exists already.'
          : failureText(error),
      );
    }
  });
  return (
    <Panel>
      <h2 className="mb-4 text-lg font-semibold">Add an operator</h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-x-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
      >
        <Field label="Work email" error={errors.email && 'Enter a valid email address.'}>
          {(control) => <EmailInput {...control} autoComplete="off" {...register('email')} />}
        </Field>
        <Field label="Role" hint={ROLE_HINTS[watch('role')]}>
          {(control) => (
            <Select {...control} {...register('role')}>
              {OPERATOR_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={isSubmitting}>
          {isSubmitting ? 'Adding…' : 'Add operator'}
        </Button>
      </form>
      <Alert>{failure}</Alert>
      <SetUpLinkNotice link={link} />
    </Panel>
  );
}
