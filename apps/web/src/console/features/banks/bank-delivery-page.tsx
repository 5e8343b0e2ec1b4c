import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { failureText } from '../../lib/format.ts';
import { ConfirmedAction } from '../../components/confirmed-action.tsx';
import { useDeliveryBanks } from './api/list-delivery-banks.ts';
import { useRevokeBankSecret } from './api/revoke-bank-secret.ts';
import { useRotateBankSecret } from './api/rotate-bank-secret.ts';
import { useSendTestLead } from './api/send-test-lead.ts';
import { DeliveryForm } from './delivery-form.tsx';
import { METHOD_NAMES } from './method-names.ts';
import { SecretNotice, type ShownSecret } from './secret-notice.tsx';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

/** One bank's delivery settings: method and address, its secret (rotate, revoke), a test lead. */
export function BankDeliveryPage({ id }: { id: string }) {
  const banks = useDeliveryBanks();
  const bank = banks.data?.items.find((each) => String(each.id) === id);
  if (!bank) {
    return (
      <Page title="Bank delivery">
        <Alert>
          {banks.isError
            ? failureText(banks.error)
            : banks.data
              ? `There is no bank ${id}.`
              : undefined}
        </Alert>
        {banks.isPending && (
          <p role="status" className="text-sm text-ink-500">
            Loading the bank…
          </p>
        )}
        <Link href="/banks" className={linkClass}>
          Back to the banks
        </Link>
      </Page>
    );
  }
  return <BankDelivery key={bank.id} bank={bank} />;
}

function BankDelivery({
  bank,
}: {
  bank: NonNullable<ReturnType<typeof useDeliveryBanks>['data']>['items'][number];
}) {
  const [shown, setShown] = useState<ShownSecret | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const rotate = useRotateBankSecret(bank.id);
  const revoke = useRevokeBankSecret(bank.id);
  const test = useSendTestLead(bank.id);
  const name = bank.name.en;
  const hasMethod = bank.delivery.method !== 'none';

  return (
    <Page
      title={`Delivery to ${name}`}
      actions={
        <Link href={`/deliveries?bankId=${bank.id}`} className={linkClass}>
          This bank&apos;s deliveries
        </Link>
      }
    >
      <p className="text-ink-700">
        Bank key <code>{bank.key}</code> ({bank.country}): the bank reports outcomes to{' '}
        <code>/api/partners/{bank.key}/status</code>. Now:{' '}
        <strong>{METHOD_NAMES[bank.delivery.method]}</strong>
        {bank.delivery.url && (
          <>
            {' '}
            to <span className="break-all">{bank.delivery.url}</span>
          </>
        )}
        .
      </p>

      <Panel>
        <h2 className="mb-4 text-lg font-semibold">How it receives its leads</h2>
        <DeliveryForm
          bank={bank}
          onSaved={(answer) => {
            const done = `${name} now: ${METHOD_NAMES[answer.method]}.`;
            setSaved(answer.secret ? undefined : done);
            setShown(answer.secret ? { lead: done, secret: answer.secret } : undefined);
          }}
        />
        <Alert tone="success">{saved}</Alert>
      </Panel>

      <Panel>
        <h2 className="mb-2 text-lg font-semibold">Signing secret</h2>
        <p className="mb-4 max-w-3xl text-sm text-ink-700">
          The secret signs the leads we send and the reports the bank sends. It was shown once, when
          it was made. Rotating makes a new one, shown once; the old one keeps working beside it for
          24 hours, so that the bank can switch without losing a lead. Revoking is for a secret that
          has leaked: the old secrets stop at once and a new one is shown once; until the bank has
          it, its reports are refused and it cannot check our signatures.
        </p>
        <div className="flex flex-wrap gap-3">
          <ConfirmedAction
            label={['Rotate secret', `of ${name}`]}
            question={`Rotate the signing secret of ${name}?`}
            confirmLabel="Rotate: make a new secret"
            disabled={rotate.isPending || revoke.isPending}
            onConfirm={() =>
              rotate.mutate(undefined, {
                onSuccess: ({ secret }) =>
                  setShown({
                    lead: `A new secret for ${name}; the old one works for 24 more hours.`,
                    secret,
                  }),
              })
            }
          />
          <ConfirmedAction
            label={['Revoke secret', `of ${name}`]}
            question={`Revoke the signing secrets of ${name} now?`}
            confirmLabel="Revoke now: the old secrets stop at once"
            disabled={rotate.isPending || revoke.isPending}
            onConfirm={() =>
              revoke.mutate(undefined, {
                onSuccess: ({ secret }) =>
                  setShown({
                    lead: `The old secrets of ${name} no longer work. Its new secret:`,
                    secret,
                  }),
              })
            }
          />
        </div>
        <Alert>
          {rotate.isError
            ? failureText(rotate.error)
            : revoke.isError
              ? failureText(revoke.error)
              : undefined}
        </Alert>
        <SecretNotice shown={shown} onHide={() => setShown(undefined)} />
      </Panel>

      <Panel>
        <h2 className="mb-2 text-lg font-semibold">Test lead</h2>
        <p className="mb-4 max-w-3xl text-sm text-ink-700">
          Sends a lead marked <code>&quot;test&quot;: true</code>, from &quot;Test Applicant&quot;,
          through the bank&apos;s method, as a real lead would go.
          {!hasMethod && ' Set a delivery method first.'}
        </p>
        <Button
          variant="secondary"
          disabled={!hasMethod || test.isPending}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Sending…' : 'Send a test lead'}
        </Button>
        <Alert>{test.isError ? failureText(test.error) : undefined}</Alert>
        <Alert tone="success">
          {test.isSuccess ? (
            <>
              Test lead queued.{' '}
              <Link href={`/deliveries?bankId=${bank.id}`} className={linkClass}>
                Follow it in the deliveries
              </Link>
              .
            </>
          ) : undefined}
        </Alert>
      </Panel>
    </Page>
  );
}
