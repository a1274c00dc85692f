export { useDebouncedValue } from '../../../hooks/use-debounced-value';
