/** `jan.kowalski@biuro.pl` → `j…@biuro.pl`: recognisable to its owner, not a contact list. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '…';
  return `${address[0]}…${address.slice(at)}`;
}

/** Whatever looks like an e-mail address in a text, as a mail server's answer quotes one. */
const ADDRESS = /[^\s@<>()[\]"',;:/]+@(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi;

/** `550 <jan.kowalski@biuro.pl>: unknown` → `550 <j…@biuro.pl>: unknown`. */
export function maskAddressesIn(text: string): string {
  return text.replace(ADDRESS, maskAddress);
}
