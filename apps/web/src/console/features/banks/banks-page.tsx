import { Link } from 'wouter';
import { CONSOLE_COUNTRIES, CountryFilterSchema } from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { ChoiceField, FilterForm } from '../../components/filter-form.tsx';
import { Page } from '../../components/page.tsx';
import { DataTable, type Column } from '../../components/table.tsx';
import { COUNTRY_NAMES, failureText } from '../../lib/format.ts';
import { useListAddress } from '../../lib/use-list-address.ts';
import { useDeliveryBanks, type DeliveryBank } from './api/list-delivery-banks.ts';
import { METHOD_NAMES } from './method-names.ts';

const BANK_FILTERS = { country: CountryFilterSchema };

/** Every bank with how it receives its leads; each opens its delivery settings (admins). */
export function BanksPage() {
  const { search, filters, show } = useListAddress('/banks', BANK_FILTERS);
  const banks = useDeliveryBanks(filters.country);
  const columns: Column<DeliveryBank>[] = [
    {
      header: 'Bank',
      cell: (bank) => (
        <Link
          href={`/banks/${bank.id}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {bank.name.en}
          <span className="sr-only">: delivery settings</span>
        </Link>
      ),
    },
    { header: 'Key', cell: (bank) => <code className="text-xs">{bank.key}</code> },
    { header: 'Country', cell: (bank) => bank.country },
    { header: 'Delivery', cell: (bank) => METHOD_NAMES[bank.delivery.method] },
    {
      header: 'Webhook address',
      className: 'break-all',
      cell: (bank) => bank.delivery.url ?? '—',
    },
  ];
  return (
    <Page title="Banks">
      <p className="max-w-3xl text-ink-700">
        How each bank receives its leads. Open a bank to set its method, show or rotate its signing
        secret, and send it a test lead. The banks&apos; integration guide is{' '}
        <code>docs/partners.md</code>.
      </p>
      <FilterForm key={search} label="Filter banks" filters={filters} onApply={show} columns={3}>
        {(bind) => (
          <ChoiceField
            label="Country"
            field={bind('country')}
            all="All countries"
            choices={CONSOLE_COUNTRIES}
            names={COUNTRY_NAMES}
          />
        )}
      </FilterForm>
      <Alert>{banks.isError ? failureText(banks.error) : undefined}</Alert>
      {banks.data ? (
        <DataTable
          caption="Banks and their delivery methods"
          columns={columns}
          rows={banks.data.items}
          rowKey={(bank) => String(bank.id)}
          empty="No bank in this country."
        />
      ) : (
        banks.isPending && (
          <p role="status" className="text-sm text-ink-500">
            Loading banks…
          </p>
        )
      )}
    </Page>
  );
}
