import type { CountryOption } from '../../lib/country-options.ts';

/** A country's flag, decorative: the country's name is always written next to it. */
export function Flag({ option }: { option: CountryOption }) {
  return (
    <img
      src={option.flag}
      alt=""
      width={24}
      height={16}
      className="h-4 w-6 shrink-0 rounded-[3px] object-cover ring-1 ring-ink-900/10"
    />
  );
}
