import { PARTS, type PartsKind } from '../../src/forms/answers';
import { twelveHourClock } from '../../src/forms/clock';
import { frForms } from '../../src/i18n/forms';
import { type FieldProps, Group, PartInput } from './controls';

/** Labels and input hints of the parts of name, date, time and phone answers (docs/behaviour.md §3). */
const PART_LABELS: Readonly<Record<string, string>> = {
  First: frForms.first,
  Last: frForms.last,
  Month: frForms.month,
  Day: frForms.day,
  Year: frForms.year,
  Hour: frForms.hour,
  Minute: frForms.minute,
  Second: frForms.second,
  Ampm: frForms.ampm,
  Country: frForms.phoneCountry,
  Areacode: frForms.phoneAreacode,
  Prefix: frForms.phonePrefix,
  Line: frForms.phoneLine,
};
const AUTOCOMPLETE: Readonly<Record<string, string>> = { First: 'given-name', Last: 'family-name' };

/** The parts a field asks for: on a page whose language keeps a 24-hour clock, a time has no AM/PM (src/forms/clock.ts). */
const shownParts = (kind: Exclude<PartsKind, 'address'>): readonly string[] =>
  kind === 'time' && !twelveHourClock(document.documentElement.lang) ? PARTS.time.filter((p) => p !== 'Ampm') : PARTS[kind];

/** name, date, time and phone: one labelled input per part, in docs/behaviour.md §3's order. */
export function PartsField({ field, value, error, id, onChange }: FieldProps & { field: { kind: Exclude<PartsKind, 'address'> } }) {
  const parts = value as Record<string, string>;
  const kind = field.kind as Exclude<PartsKind, 'address'>;
  return (
    <Group field={field} id={id} error={error}>
      {shownParts(kind).map((part) => (
        <PartInput
          key={part}
          id={`${id}-${part}`}
          groupId={id}
          label={PART_LABELS[part] ?? part}
          value={parts[part] ?? ''}
          error={error}
          required={field.required && kind === 'name'}
          inputMode={kind === 'name' || part === 'Ampm' ? 'text' : kind === 'phone' ? 'tel' : 'numeric'}
          autoComplete={AUTOCOMPLETE[part]}
          onInput={(v) => onChange({ ...parts, [part]: v })}
        />
      ))}
    </Group>
  );
}
