import { frProduct } from '../../src/i18n/product';

const STEPS = [
  ['sf-stepper__step sf-stepper__step--down', '−', -1],
  ['sf-stepper__step sf-stepper__step--up', '+', 1],
] as const;

/**
 * The quantity field as a stepper (issue 25 point 3): a − and a + button beside the
 * server-rendered number input, over its ends, whose room the theme keeps from the first
 * paint (docs/theming.md), so nothing moves when they appear; the input itself is never
 * moved (a moved node loses focus, and the shopper may be in it already). They are pointer helpers
 * (`tabindex="-1"`, hidden from assistive technology): the input stays the one control,
 * with the arrow keys of a spin button. Each step goes through the input's own
 * stepUp/stepDown within its min and max, and fires `input` and `change` as typing does.
 * The label, which the platform writes in English whatever the site's language ("Quantity"),
 * is written in the shopper's language. Returns the function that puts the markup back.
 */
export const quantityStepper = (field: HTMLElement): (() => void) => {
  const input = field.querySelector<HTMLInputElement>('input[type=number]');
  if (!input || field.querySelector('.sf-stepper__step')) return () => {};
  const label = field.querySelector('.quantity-label');
  const before = { label: label?.textContent, name: input.getAttribute('aria-label') };
  if (label) label.textContent = frProduct.quantityLabelText;
  input.setAttribute('aria-label', frProduct.quantityLabel);
  const buttons = STEPS.map(([className, text, direction]) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = className;
    b.tabIndex = -1;
    b.setAttribute('aria-hidden', 'true');
    b.textContent = text;
    b.addEventListener('click', () => {
      if (direction < 0) input.stepDown();
      else input.stepUp();
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      sync();
    });
    return b;
  });
  const sync = () => {
    const value = input.valueAsNumber;
    buttons[0]!.disabled = input.min !== '' && value <= Number(input.min);
    buttons[1]!.disabled = input.max !== '' && value >= Number(input.max);
  };
  input.before(buttons[0]!);
  input.after(buttons[1]!);
  input.addEventListener('input', sync);
  sync();
  return () => {
    buttons.forEach((b) => b.remove());
    input.removeEventListener('input', sync);
    if (label && before.label != null) label.textContent = before.label;
    if (before.name === null) input.removeAttribute('aria-label');
    else input.setAttribute('aria-label', before.name);
  };
};
