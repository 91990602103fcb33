/**
 * Writes a tiny MaxMind DB (.mmdb, format 2.0) for the tests of the GeoLite2 adapter: no npm
 * package writes one (MaxMind's writers are Perl and Go), and real GeoLite2 files need a
 * licence key and a download. IPv4 only, 24-bit records, no pointers in the data section:
 * https://maxmind.github.io/MaxMind-DB/ is the format.
 */
type Value = string | number | bigint | Value[] | { [key: string]: Value };
type Typed = { uint16: number } | { uint32: number } | { uint64: bigint };

const control = (type: number, size: number): Buffer => {
  if (size >= 29) throw new Error('mmdb fixture: values of 29 or more bytes are not needed');
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7]); // extended type: 0 in the control byte, type - 7 after it
};

function unsigned(value: bigint): Buffer {
  const bytes: number[] = [];
  for (let rest = value; rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn));
  return Buffer.from(bytes);
}

function encode(value: Value | Typed): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (Array.isArray(value)) {
    return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  }
  if (typeof value === 'object' && value !== null) {
    const typed = value as Partial<{ uint16: number; uint32: number; uint64: bigint }>;
    const number =
      typed.uint16 !== undefined
        ? { type: 5, n: BigInt(typed.uint16) }
        : typed.uint32 !== undefined
          ? { type: 6, n: BigInt(typed.uint32) }
          : typed.uint64 !== undefined
            ? { type: 9, n: typed.uint64 }
            : null;
    if (number) {
      const bytes = unsigned(number.n);
      return Buffer.concat([control(number.type, bytes.length), bytes]);
    }
    const entries = Object.entries(value as { [key: string]: Value });
    return Buffer.concat([
      control(7, entries.length),
      ...entries.flatMap(([key, item]) => [encode(key), encode(item)]),
    ]);
  }
  throw new Error(`mmdb fixture: cannot encode ${String(value)}`);
}

type Node = { children: [Node | number | null, Node | number | null] };

/** A database of `networks` ('203.0.113.0/24' → the record of that network). */
export function buildMmdb(networks: Record<string, { [key: string]: Value }>): Buffer {
  const data: Buffer[] = [];
  let dataSize = 0;
  const root: Node = { children: [null, null] };
  for (const [cidr, record] of Object.entries(networks)) {
    const [address, bits] = cidr.split('/') as [string, string];
    const ip = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
    const offset = dataSize;
    const encoded = encode(record);
    data.push(encoded);
    dataSize += encoded.length;
    let node = root;
    for (let depth = 0; depth < Number(bits); depth += 1) {
      const bit = Math.floor(ip / 2 ** (31 - depth)) % 2;
      if (depth === Number(bits) - 1) {
        node.children[bit] = offset;
      } else {
        const next = node.children[bit];
        if (typeof next !== 'object' || next === null)
          node.children[bit] = { children: [null, null] };
        node = node.children[bit] as Node;
      }
    }
  }
  // Nodes numbered breadth first; a record holds a node's number, the data offset plus the
  // node count and 16 (the separator), or the node count for "no data".
  const nodes: Node[] = [root];
  for (let i = 0; i < nodes.length; i += 1) {
    for (const child of nodes[i]!.children) {
      if (typeof child === 'object' && child !== null) nodes.push(child);
    }
  }
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  nodes.forEach((node, index) => {
    node.children.forEach((child, side) => {
      const value =
        child === null
          ? count
          : typeof child === 'number'
            ? count + 16 + child
            : nodes.indexOf(child);
      tree.writeUIntBE(value, index * 6 + side * 3, 3);
    });
  });
  const metadata = encode({
    node_count: { uint32: count },
    record_size: { uint16: 24 },
    ip_version: { uint16: 4 },
    database_type: 'GeoLite2-Country',
    languages: ['en'],
    binary_format_major_version: { uint16: 2 },
    binary_format_minor_version: { uint16: 0 },
    build_epoch: { uint64: 1_790_000_000n },
    description: { en: 'Test fixture' },
  } as unknown as Value);
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from('abcdef4d61784d696e642e636f6d', 'hex'),
    metadata,
  ]);
}
