/** The region lists' reader, imported by the address field with the first country that has a list. */
export { loadRegions } from '../../src/forms/region-list';
