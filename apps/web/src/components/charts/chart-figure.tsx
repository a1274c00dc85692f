import { Box, Skeleton, Typography } from '@mui/material';
import { Suspense, useId, type ReactNode } from 'react';
import { visuallyHiddenSx } from '../visually-hidden';

/** What a chart draws, as a table: screen readers (and tests) read the same numbers the bars show. */
export type ChartTable = { columns: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string | number>> };

type ChartFigureProps = {
  title: string;
  /** A sentence under the title (what is counted, which period). */
  description?: string;
  table: ChartTable;
  height: number;
  children: ReactNode;
};

/**
 * A chart with an accessible name: a figure labelled by its visible title, the drawing hidden from
 * assistive technology (an SVG of bars says nothing), and a visually hidden table of the same figures.
 * The lazy chart module shows a placeholder of the chart's height while it loads. Charts inside take
 * `disableKeyboardNavigation`: their focusable bars would sit inside the hidden drawing (axe: aria-hidden-focus),
 * and the table already gives every figure to keyboard and screen-reader users.
 */
export function ChartFigure({ title, description, table, height, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0, minWidth: 0, position: 'relative' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
      {/* At least the chart's height: a legend that wraps on a narrow screen adds to it instead of spilling over the next heading. */}
      <Box aria-hidden="true" data-testid="chart-drawing" sx={{ minHeight: height }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={height} />}>{children}</Suspense>
      </Box>
      {/* The hidden box wraps the table: a table is never narrower than its content, so it cannot be the 1 px box itself. */}
      <Box sx={visuallyHiddenSx}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
