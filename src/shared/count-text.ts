/**
 * Whole numbers as en-US writes them, with a comma between each group of
 * three digits ("1,847"). Composed here rather than by `Intl.NumberFormat`:
 * the first `Intl` object a browser tab makes loads its locale data, tens of
 * milliseconds of main-thread work while the page starts. The output is the
 * same (`count-text.test.ts` compares them); anything other than a safe whole
 * number still goes through `Intl`, made on first use.
 */
let otherNumberFormat: Intl.NumberFormat | undefined;

export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) {
    otherNumberFormat ??= new Intl.NumberFormat('en-US');
    return otherNumberFormat.format(value);
  }
  const digits = String(Math.abs(value));
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let at = head; at < digits.length; at += 3) groups.push(digits.slice(at, at + 3));
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${groups.join(',')}`;
}
