import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { SavedFilter } from '../api/template-schemas';
import { modelLabel, overrideCount } from '../template-list';
import { HeldIconButton } from '../../../components/held-icon-button';
import { formatDate } from '../../../lib/format-date-time';
import { useCanEdit } from '../../workspaces';

export type TemplateCardProps = {
  filter: SavedFilter;
  favoritePending: boolean;
  onToggleFavorite: (id: string) => void;
  onDelete: (filter: SavedFilter) => void;
  onOpen: (filter: SavedFilter) => void;
  onEdit: (filter: SavedFilter) => void;
  onApply: (filter: SavedFilter) => void;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const formatCreated = (iso: string): string => formatDate(iso);

/** docs/product.md#screens template card: star, name, description, chips, creation date, delete; open, edit and apply. */
export function TemplateCard({ filter, favoritePending, onToggleFavorite, onDelete, onOpen, onEdit, onApply }: TemplateCardProps) {
  const favorite = filter.is_favorite;
  const columns = filter.filter_config.selectedColumns.length;
  const overrides = overrideCount(filter.overrides);
  // A viewer opens and applies templates; starring, editing and deleting are held back with the reason.
  const held = useCanEdit().reason;
  return (
    <Card variant="outlined" component="article" aria-label={filter.name}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Tooltip title={held ?? (favorite ? 'Remove from favorites' : 'Add to favorites')} describeChild={held !== null}>
            <span>
              <IconButton
                aria-label={favorite ? 'Remove from favorites' : 'Add to favorites'}
                aria-pressed={favorite}
                disabled={favoritePending || held !== null}
                onClick={() => onToggleFavorite(filter.id)}
                sx={{ color: favorite ? 'warning.main' : undefined }}
              >
                {favorite ? <StarIcon /> : <StarBorderIcon />}
              </IconButton>
            </span>
          </Tooltip>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
              {filter.name}
            </Typography>
            {filter.description && (
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {filter.description}
              </Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
              <Chip size="small" label={plural(columns, 'column')} />
              <Chip size="small" label={modelLabel(filter)} />
              <Chip size="small" label={plural(overrides, 'override')} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {`Created ${formatCreated(filter.created_at)}`}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              <Button size="small" variant="outlined" onClick={() => onOpen(filter)} aria-label={`Open ${filter.name}`}>
                Open
              </Button>
              <Button size="small" variant="contained" onClick={() => onApply(filter)} aria-label={`Apply ${filter.name}`}>
                Apply
              </Button>
            </Stack>
          </Box>
          <HeldIconButton title="Edit" label={`Edit ${filter.name}`} held={held} onClick={() => onEdit(filter)}>
            <EditOutlinedIcon />
          </HeldIconButton>
          <HeldIconButton title="Delete" label={`Delete ${filter.name}`} held={held} onClick={() => onDelete(filter)}>
            <DeleteOutlineIcon />
          </HeldIconButton>
        </Stack>
      </CardContent>
    </Card>
  );
}
