import { formatCount } from '@leadsift/shared';
import { plural } from '../../../lib/plural';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ResearchWebsite } from '@leadsift/shared';
import { Box, Button, Chip, Collapse, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { CriteriaChecklist, isWebUrl } from './criteria-checklist';
import { QualityChip } from './quality-chip';

export type WebsiteResultProps = { website: ResearchWebsite; showDecision: boolean };

const notChargedText: Partial<Record<ResearchWebsite['status'], string>> = {
  unreachable: 'Could not be visited',
  invalid: 'Invalid website',
};

/** Which rows of the list hold a skipped cell: 'row 4', 'rows 2, 5 and 9', 'rows 1, 2, … 20 and 130 more'. */
export function rowsText(numbers: number[], rowCount: number): string {
  const listed = numbers.map(formatCount);
  const more = rowCount - numbers.length;
  if (more > 0) return `rows ${listed.join(', ')} and ${formatCount(more)} more`;
  if (listed.length === 1) return `row ${listed[0]}`;
  return `rows ${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

/** One researched website (docs/product.md#screens): host, decision, quality, reasoning, link, and its criteria checklist. */
export function WebsiteResult({ website: w, showDecision }: WebsiteResultProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const skipped = w.status === 'unreachable' || w.status === 'invalid';
  return (
    <Paper component="article" variant="outlined" aria-label={w.host || w.url} sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {w.host || w.url}
        </Typography>
        {isWebUrl(w.url) && (
          <Tooltip title="Open website in a new tab">
            <IconButton size="small" href={w.url} target="_blank" rel="noopener noreferrer" aria-label={`Open ${w.host} in a new tab`}>
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {showDecision && w.decision && <Chip size="small" label={w.decision} color={w.decision === 'KEEP' ? 'success' : 'error'} />}
        {/* Quality ranks qualified leads against each other; on an excluded site it means nothing. */}
        {w.qualityRanking && w.decision === 'KEEP' && <QualityChip ranking={w.qualityRanking} bonusScore={w.bonusScore} />}
        {skipped && <Chip size="small" variant="outlined" label="not charged" />}
        {w.rowNumbers?.length ? (
          <Typography variant="caption" color="text.secondary">
            {rowsText(w.rowNumbers, w.rowCount)}
          </Typography>
        ) : (
          w.rowCount > 1 && (
            <Typography variant="caption" color="text.secondary">
              {plural(w.rowCount, 'row')}
            </Typography>
          )
        )}
      </Box>
      {w.status === 'pending' && <Typography color="text.secondary">Waiting to be researched...</Typography>}
      {skipped && <Typography color="text.secondary">{w.error || notChargedText[w.status]}. This website was not charged.</Typography>}
      {w.reasoning && <Typography variant="body2">{w.reasoning}</Typography>}
      {w.status === 'done' && (
        <Box>
          <Button
            size="small"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={panelId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          >
            {`Criteria checklist (${w.criteria.length})`}
          </Button>
          <Collapse in={open} id={panelId} unmountOnExit>
            <CriteriaChecklist criteria={w.criteria} />
          </Collapse>
        </Box>
      )}
    </Paper>
  );
}
