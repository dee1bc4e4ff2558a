/** A mark's explanation for screen readers: the text a sighted reviewer reads in its tooltip,
 * kept in the page (hidden) so the field card can name it in `aria-describedby`. An accessible
 * description is computed from referenced elements even when they are hidden, and a tooltip's
 * content exists only while it is open. */
export function HiddenHint({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}
