/**
 * Whether a person's details were erased (issue 25): an erasure empties the name and the
 * address, which the site's forms never leave empty, so both empty means erased.
 */
export const isErased = (person: { fullName: string; email: string }) =>
  person.fullName === '' && person.email === '';

/** What the console shows in place of an erased person's details. */
export function Erased() {
  return <span className="text-ink-500 italic">Erased</span>;
}

/** A person's name and address in a list's cell, or "Erased". */
export function PersonCell({ person }: { person: { fullName: string; email: string } }) {
  if (isErased(person)) return <Erased />;
  return (
    <>
      <span className="block font-medium">{person.fullName}</span>
      <span className="block text-ink-500">{person.email}</span>
    </>
  );
}
