import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, CircularProgress, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDeleteSavedFilter } from '../api/delete-saved-filter';
import { useSavedFilters } from '../api/get-saved-filters';
import type { SavedFilter } from '../api/template-schemas';
import { useToggleFavorite } from '../api/toggle-favorite';
import { visibleTemplates } from '../template-list';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { TemplateCard } from './template-card';
import { TemplatesEmptyState } from './templates-empty-state';

/** docs/product.md#screens Templates (saved filters) list: search, favourites first then newest, star toggle and delete. */
export function TemplatesPage() {
  const { data, error, isPending } = useSavedFilters();
  const toggle = useToggleFavorite();
  const remove = useDeleteSavedFilter();
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<SavedFilter | null>(null);
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
            />
          ))}
        </Stack>
      )}
      <DeleteTemplateDialog
        name={toDelete?.name ?? null}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={handleConfirmDelete}
      />
    </Box>
  );
}
