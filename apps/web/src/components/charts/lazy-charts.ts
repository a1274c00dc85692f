import { lazyNamed } from '../../lib/lazy-named';

// MUI X Charts (d3 inside) is loaded only when a chart is first shown: the login page and every screen
// without a chart never download it (the login page stays under 250 KB gzip).
export const LazyBarChart = lazyNamed(() => import('@mui/x-charts/BarChart'), 'BarChart');
export const LazyLineChart = lazyNamed(() => import('@mui/x-charts/LineChart'), 'LineChart');
