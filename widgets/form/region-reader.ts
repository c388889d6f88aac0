import '../common/eager';
// the form block's code: all lazy form chunks reach it, so it stays one chunk on the page
import './index';

/** The region lists' reader, imported by the address field with the first country that has a list. */
export { loadRegions } from '../../src/forms/region-list';
