import { useState, type FormEvent } from 'react';
import { DELIVERY_METHODS } from '@mizan/contracts';
import { SetBankDeliveryRequestSchema } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Alert } from '../../components/alert.tsx';
import { Select } from '../../components/select.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { useSetBankDelivery } from './api/set-bank-delivery.ts';
import type { DeliveryBank } from './api/list-delivery-banks.ts';
import { METHOD_NAMES, type DeliveryMethod } from './method-names.ts';

const URL_HINT =
  'The bank’s https address. On a test server, http to this machine (localhost, 127.0.0.1) is allowed too; in production it must be a public address.';

/**
 * The bank's method and webhook address. Checked here by the contract's schema, and on the server
 * again (https, public address in production): its refusal of the address is shown at the field.
 */
export function DeliveryForm({
  bank,
  onSaved,
}: {
  bank: DeliveryBank;
  onSaved: (answer: { method: DeliveryMethod; secret?: string | undefined }) => void;
}) {
  const save = useSetBankDelivery(bank.id);
  const [method, setMethod] = useState<DeliveryMethod>(bank.delivery.method);
  const [url, setUrl] = useState(bank.delivery.url ?? '');
  const [urlError, setUrlError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUrlError(undefined);
    setFailure(undefined);
    const body = method === 'webhook' ? { method, url: url.trim() } : { method };
    if (method === 'webhook' && !body.url) {
      setUrlError('Enter the webhook’s address, starting with https://.');
      return;
    }
    if (!SetBankDeliveryRequestSchema.safeParse(body).success) {
      setUrlError('Enter a full address, such as https://leads.bank.example/mizan.');
      return;
    }
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      const field =
        error instanceof ConsoleApiError
          ? error.problem?.errors?.find((each) => each.field === 'body.url')
          : undefined;
      if (field) setUrlError(`The address ${field.message}.`);
      else setFailure(failureText(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={`Delivery method of ${bank.name.en}`}
    >
      <div className="grid gap-x-4 sm:grid-cols-[1fr_2fr]">
        <Field label="Delivery method">
          {(control) => (
            <Select
              {...control}
              value={method}
              onChange={(event) => setMethod(event.target.value as DeliveryMethod)}
            >
              {DELIVERY_METHODS.map((each) => (
                <option key={each} value={each}>
                  {METHOD_NAMES[each]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {method === 'webhook' && (
          <Field label="Webhook address" hint={URL_HINT} error={urlError}>
            {(control) => (
              <TextInput
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://leads.bank.example/mizan"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            )}
          </Field>
        )}
      </div>
      {method === 'csv' && (
        <p className="mb-4 text-sm text-ink-700">
          One file per day (the bank&apos;s local day), a row per lead, under{' '}
          <code>deliveries/{bank.key}/</code> in the server&apos;s data directory.
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save delivery method'}
      </Button>
      <Alert>{failure}</Alert>
    </form>
  );
}
