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

/**
 * A client's IP address as the log keeps it: its network, not the machine (`203.0.113.57` →
 * `203.0.113.0`, an IPv6 address to its first 48 bits). Enough to see a flood from one network;
 * the full address identifies a person (personal data, CJEU C-582/14) and the log has no need of it.
 */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (!ip.includes(':')) return '…';
  const [head = ''] = ip.split('::');
  return `${head.split(':').slice(0, 3).join(':')}::`;
}
