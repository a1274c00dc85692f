import { Box, TableCell } from '@mui/material';
import { visuallyHiddenSx } from './visually-hidden';

/** A table's last header cell over its row buttons: named "Actions" for screen readers, empty on screen. */
export function ActionsHeaderCell() {
  return (
    // Positioned, so that the hidden name stays inside the table's scrolling box (else it widens the page).
    <TableCell align="right" sx={{ position: 'relative' }}>
      <Box component="span" sx={visuallyHiddenSx}>
        Actions
      </Box>
    </TableCell>
  );
}
