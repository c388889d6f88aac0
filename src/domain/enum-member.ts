/** The member of a numeric TypeScript enum that `value` is, or undefined for anything else (an unknown number, text, none). */
export const enumMember = <E extends number>(names: Readonly<Record<number, string>>, value: unknown): E | undefined =>
  typeof value === 'number' && typeof names[value] === 'string' ? (value as E) : undefined;
