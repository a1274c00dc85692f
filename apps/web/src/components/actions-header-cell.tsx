import { Box, TableCell } from '@mui/material';

/** A table's last header cell over its row buttons: named "Actions" for screen readers, empty on screen. */
export function ActionsHeaderCell() {
  return (
    <TableCell align="right">
      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        Actions
      </Box>
    </TableCell>
  );
}
