// Upload parsing: CSV (encoding and delimiter detected) and XLSX (first visible sheet, read in a worker thread), streamed.
export { parseTabular, type ParseOptions, type Tabular, type TabularFormat, type TabularInfo, type TabularSource } from './tabular.ts';
export { limitsForRows, TabularError, tabularLimits, tabularMessages, xlsxLimits, type TabularLimits } from './errors.ts';
