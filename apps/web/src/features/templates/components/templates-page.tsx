import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDeleteSavedFilter } from '../api/delete-saved-filter';
import { useSavedFilters } from '../api/get-saved-filters';
import type { SavedFilter } from '../api/template-schemas';
import { useToggleFavorite } from '../api/toggle-favorite';
import { choiceOf, offerTemplate } from '../template-choice';
import { visibleTemplates } from '../template-list';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { TemplateCard } from './template-card';
import { TemplateDetailsDialog } from './template-details-dialog';
import { TemplateEditDialog } from './template-edit-dialog';
import { TemplatesEmptyState } from './templates-empty-state';

export type TemplatesPageProps = {
  /** Opens the List Cleaner, which takes the template handed to it (`offerTemplate`). */
  onOpenListCleaner?: () => void;
};

/**
 * docs/product.md#screens Templates (saved filters) list: search, favourites first then newest, star toggle and delete;
 * a template opens to show its criteria, is edited in place, and Apply starts the List Cleaner with it.
 */
export function TemplatesPage({ onOpenListCleaner }: TemplatesPageProps) {
  const { data, error, isPending } = useSavedFilters();
  const toggle = useToggleFavorite();
  const remove = useDeleteSavedFilter();
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<SavedFilter | null>(null);
  // Ids, not copies: an edit shows at once in the opened template.
  const [openId, setOpenId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);
  const byId = (id: string | null) => (id === null ? null : (data?.find((f) => f.id === id) ?? null));
  const [actionError, setActionError] = useState<string | null>(null);

  const filters = visibleTemplates(data ?? [], search);
  const pendingFavoriteId = toggle.isPending ? toggle.variables : null;

  const handleToggleFavorite = (id: string) => {
    setActionError(null);
    toggle.mutate(id, { onError: (err) => setActionError(err.message) });
  };
  const handleConfirmDelete = () => {
    if (!toDelete) return;
    setActionError(null);
    remove.mutate(toDelete.id, {
      onError: (err) => setActionError(err.message),
      onSettled: () => setToDelete(null),
    });
  };

  const handleApply = (filter: SavedFilter) => {
    offerTemplate(choiceOf(filter));
    setOpenId(null);
    onOpenListCleaner?.();
  };

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        Templates
      </Typography>
      <TextField
        fullWidth
        placeholder="Search filters..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'Search filters' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {actionError && (
        <Alert severity="error" onClose={() => setActionError(null)} sx={{ mb: 2 }}>
          {actionError}
        </Alert>
      )}
      {isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading saved filters" />
        </Box>
      ) : filters.length === 0 ? (
        !error && <TemplatesEmptyState searching={search.trim() !== ''} onClearSearch={() => setSearch('')} />
      ) : (
        <Stack spacing={2}>
          {filters.map((filter) => (
            <TemplateCard
              key={filter.id}
              filter={filter}
              favoritePending={pendingFavoriteId === filter.id}
              onToggleFavorite={handleToggleFavorite}
              onDelete={setToDelete}
              onOpen={(f) => setOpenId(f.id)}
              onEdit={(f) => setEditId(f.id)}
              onApply={handleApply}
            />
          ))}
        </Stack>
      )}
      <TemplateDetailsDialog filter={byId(openId)} onClose={() => setOpenId(null)} onEdit={(f) => setEditId(f.id)} onApply={handleApply} />
      <TemplateEditDialog filter={byId(editId)} onClose={() => setEditId(null)} />
      <DeleteTemplateDialog
        name={toDelete?.name ?? null}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={handleConfirmDelete}
      />
    </Box>
  );
}
