import { useBanks } from '../lib/list-banks.ts';
import { ChoiceField, type Bind } from './filter-form.tsx';

/**
 * The "Bank" filter of the console's lists, by name. A bank in the address shows by its number
 * until the names come (or if no bank has it), so the field always shows what the list is
 * filtered by.
 */
export function BankChoiceField({
  field,
  selected,
}: {
  field: ReturnType<Bind>;
  /** The bank id the list is filtered by now, if any. */
  selected: string | undefined;
}) {
  const banks = useBanks().data?.items ?? [];
  const bankIds = banks.map((bank) => String(bank.id));
  const bankNames: Record<string, string> = Object.fromEntries(
    banks.map((bank) => [bank.id, `${bank.name.en} (${bank.countries.join(', ')})`]),
  );
  if (selected && !bankIds.includes(selected)) {
    bankIds.push(selected);
    bankNames[selected] = `Bank ${selected}`;
  }
  return (
    <ChoiceField label="Bank" field={field} all="Every bank" choices={bankIds} names={bankNames} />
  );
}
