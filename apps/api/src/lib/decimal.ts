/** An exact decimal without the zeros its column's scale pads it with: 70000.00000000 → 70000. */
export const trimDecimal = <T extends string | null>(value: T): T =>
  (value === null ? null : value.includes('.') ? value.replace(/\.?0+$/, '') : value) as T;
