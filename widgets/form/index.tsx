import { createRoot } from 'react-dom/client';
import { FormDefinitionSchema } from '../../src/contract/form';
import { readForm } from '../../src/forms/fields';
import type { Host, Unmount } from '../../src/runtime/host';
import { siteConfig } from '../../src/runtime/settings';
import { readIslandJson } from '../common/read-json';
import { dataReader } from './data-reader';
import { FormBlock } from './form-block';
import { startTrackingAfterLoad } from '../../src/tracking/start';

let count = 0;

/**
 * A form block island (`data-storefront="form"`, docs/markup-contract.md "Form blocks"):
 * its definition JSON in `<script type="application/json" data-storefront-json>`, the
 * server-rendered form beside it. The live form takes the rendered one's place; bad
 * JSON leaves the rendered form as it is. Unmounting puts it back.
 */
export const mount = (el: HTMLElement, host: Host): Unmount | void => {
  startTrackingAfterLoad(); // after load and idle, once (src/tracking/start.ts)
  const definition = readIslandJson(el, FormDefinitionSchema, 'form definition');
  if (!definition) return;
  const form = readForm(definition);
  const original = Array.from(el.childNodes);
  el.replaceChildren();
  const root = createRoot(el);
  root.render(<FormBlock form={form} website={siteConfig(host.config).website} host={el} prefix={`sf-form-${++count}`} readData={dataReader(host.base)} />);
  return () => {
    root.unmount();
    el.replaceChildren(...original);
  };
};
