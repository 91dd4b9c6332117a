/** Focuses an element as it appears, so a message or an answer is read out and seen. Use as `ref` with `tabIndex={-1}`. */
export function focusOnMount(node: HTMLElement | null): void {
  node?.focus();
}

/** A message about a whole form, announced and focused as it appears (give it `key={message}` to repeat that for a new one). */
export function FormAlert({ message }: { message: string }) {
  return (
    <p ref={focusOnMount} role="alert" tabIndex={-1} className="rounded-md border border-brand bg-brand-light px-4 py-3 font-semibold text-brand-dark">
      {message}
    </p>
  );
}
