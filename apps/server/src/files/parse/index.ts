// Upload parsing: CSV (encoding and delimiter detected) and XLSX (first visible sheet), streamed.
export { parseTabular, type ParseOptions, type Tabular, type TabularFormat, type TabularInfo, type TabularSource } from './tabular.ts';
export { TabularError, tabularLimits, tabularMessages, type TabularLimits } from './errors.ts';
export { inspectXlsx } from './xlsx.ts';
