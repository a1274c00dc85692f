import { Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useAnalyzeWebsite, websiteUrlRequiredMessage } from '../api/analyze-website';
import type { WizardAction } from '../state/wizard-reducer';
import type { WizardState } from '../state/wizard-state';

export type ProductContextProps = {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onError: (message: string | null) => void;
};

/** docs/product.md#screens step 3: the optional product/service context, typed or inferred from a website ('Analyze'). */
export function ProductContext({ state, dispatch, onError }: ProductContextProps) {
  const analyze = useAnalyzeWebsite();

  const handleAnalyze = () => {
    if (!state.websiteUrl.trim()) return onError(websiteUrlRequiredMessage);
    onError(null);
    analyze.mutate(
      { url: state.websiteUrl, selectedColumns: state.selectedColumns },
      {
        onSuccess: (result) => dispatch({ type: 'applyAnalysis', context: result.context, columnExamples: result.columnExamples }),
        onError: (err) => onError(err.message),
      },
    );
  };

  return (
    <Box
      component="section"
      aria-labelledby="product-context-heading"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Box>
        <Typography id="product-context-heading" variant="subtitle1" component="h3">
          Your product or service (optional)
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Describe what you sell, or let us read it from your website, so the model judges leads against it.
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Website URL"
          placeholder="example.com"
          value={state.websiteUrl}
          onChange={(event) => dispatch({ type: 'setWebsiteUrl', url: event.target.value })}
          sx={{ flexGrow: 1 }}
        />
        <Button
          variant="outlined"
          onClick={handleAnalyze}
          disabled={analyze.isPending}
          startIcon={analyze.isPending ? <CircularProgress size={16} /> : undefined}
        >
          Analyze
        </Button>
      </Box>
      <TextField
        label="Product / service context"
        multiline
        minRows={3}
        value={state.filterParams.reasoningText}
        onChange={(event) => dispatch({ type: 'setReasoning', text: event.target.value })}
        placeholder="e.g. We sell payroll software to companies with 50-500 employees in Europe."
        fullWidth
      />
    </Box>
  );
}
