import { describe, expect, it } from 'vitest';
import { likertLabel } from '../../../src/forms/answers';
import { twelveHourClock } from '../../../src/forms/clock';
import { readForm } from '../../../src/forms/fields';

describe('rating and time fields follow the page language (issue 26 point 4)', () => {
  it('asks AM/PM only where the language keeps a 12-hour clock', () => {
    expect(twelveHourClock('fr')).toBe(false);
    expect(twelveHourClock('de-DE')).toBe(false);
    expect(twelveHourClock('en-US')).toBe(true);
    expect(twelveHourClock('not a tag!')).toBe(true); // unknown: the platform's own field
  });

  it("words a likert score by the form's own labels, else by the platform's defaults", () => {
    const french = ["Pas du tout d'accord", "Pas d'accord", 'Neutre', "D'accord", 'Tout à fait d’accord'];
    const form = readForm({ id: 'f', fields: [{ id: 'avis', type: 'likert', questions: ['Q'], likertLabels: french }, { id: 'court', type: 'likert', questions: ['Q'], likertLabels: ['Non', 'Oui'] }] });
    expect(likertLabel('-2', form.fields[0]?.likertLabels)).toBe("Pas du tout d'accord");
    expect(likertLabel('2', form.fields[0]?.likertLabels)).toBe('Tout à fait d’accord');
    // a list that is not the five scores is not used
    expect(likertLabel('-2', form.fields[1]?.likertLabels)).toBe('Strongly Disagree');
    expect(likertLabel('2')).toBe('Strongly Agree');
  });
});
