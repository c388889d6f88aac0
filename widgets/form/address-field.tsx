import { useEffect, useState } from 'react';
import { ADDRESS_COUNTRIES, addressLabel, countryName, hasRegions, postalWord, regionWord } from '../../src/forms/address';
import type { AddressAnswer } from '../../src/forms/answers';
import { postalHint } from '../../src/forms/postal-map';
import type { RegionList } from '../../src/forms/region-list';
import { frForms } from '../../src/i18n/forms';
import { type FieldProps, Group, PartInput, describedBy, invalid } from './controls';

/**
 * The address field (docs/behaviour.md §3): lines, city, country, then the region (a list for the
 * countries that have one, loaded with its reader when that country is chosen) and the
 * postal code with its country's example hint.
 */
export function AddressField({ field, value, error, id, onChange, readData }: FieldProps) {
  const a = value as AddressAnswer;
  const regions = useRegions(a.Country, readData);
  const set = (part: keyof AddressAnswer) => (v: string) => onChange({ ...a, [part]: v, ...(part === 'Country' ? { State: '' } : {}) });
  const hint = postalHint(a.Country);
  const hintId = `${id}-Zip-hint`;
  const required = field.required;
  const input = (part: keyof AddressAnswer, label: string, extra: { autoComplete?: string; describedBy?: string | null; required?: boolean } = {}) => (
    <PartInput id={`${id}-${part}`} groupId={id} label={label} value={a[part]} error={error} onInput={set(part)} {...extra} />
  );
  return (
    <Group field={field} id={id} error={error}>
      {input('Line1', addressLabel('address'), { autoComplete: 'address-line1', required })}
      {input('Line2', addressLabel('address2'), { autoComplete: 'address-line2' })}
      {input('City', addressLabel('city'), { autoComplete: 'address-level2', required })}
      <span className="sf-form__part">
        <label htmlFor={`${id}-Country`}>{frForms.country}</label>
        <select
          id={`${id}-Country`}
          value={a.Country}
          autoComplete="country"
          aria-invalid={invalid(error)}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(e) => set('Country')(e.currentTarget.value)}
        >
          <option value="">{frForms.chooseOne}</option>
          {ADDRESS_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {countryName(c)}
            </option>
          ))}
        </select>
      </span>
      {regions ? (
        <span className="sf-form__part">
          <label htmlFor={`${id}-State`}>{addressLabel(regionWord(a.Country))}</label>
          <select id={`${id}-State`} value={a.State} autoComplete="address-level1" aria-describedby={describedBy(id, error)} onChange={(e) => set('State')(e.currentTarget.value)}>
            <option value="">{frForms.chooseOne}</option>
            {regionOptions(regions)}
          </select>
        </span>
      ) : (
        input('State', addressLabel(regionWord(a.Country)), { autoComplete: 'address-level1' })
      )}
      {input('Zip', addressLabel(postalWord(a.Country)), { autoComplete: 'postal-code', describedBy: hint ? hintId : null, required })}
      {hint ? (
        <p id={hintId} className="sf-form__hint">
          {hint}
        </p>
      ) : null}
    </Group>
  );
}

/** The regions of `country`, loaded with their reader when it has a list; null until then, and when it has none or the list did not come. */
function useRegions(country: string, readData: FieldProps['readData']): RegionList | null {
  const [regions, setRegions] = useState<RegionList | null>(null);
  useEffect(() => {
    let live = true;
    setRegions(null);
    if (hasRegions(country))
      void import('./region-reader')
        .then((m) => m.loadRegions(country, readData))
        .then((list) => live && setRegions(list), () => {}); // no list: the region stays a text field
    return () => {
      live = false;
    };
  }, [country, readData]);
  return regions;
}

/** The region list's options, in their groups where the list has groups. */
function regionOptions(regions: RegionList) {
  return regions.groups.map((g) => {
    const options = g.regions.map(([code, name]) => (
      <option key={code} value={code}>
        {name}
      </option>
    ));
    return g.name ? (
      <optgroup key={g.name} label={g.name}>
        {options}
      </optgroup>
    ) : (
      options
    );
  });
}
