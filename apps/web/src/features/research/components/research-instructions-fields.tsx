import { FormControlLabel, Switch, TextField } from '@mui/material';
import { OfflineReading } from '../../../components/offline-reading';

export const instructionsPlaceholder = `e.g. We sell irrigation systems to family-run farms in the US.
Qualify farms that grow vegetables or fruit on more than 50 acres and sell direct to consumers (farm shop, CSA, farmers' markets).
Exclude garden centres, equipment dealers and farms that only raise livestock.
Rank higher: organic certification, an online shop, several locations.`;

export type ResearchInstructionsFieldsProps = {
  instructions: string;
  onInstructionsChange: (value: string) => void;
  /** Blank instructions show the message of docs/product.md#validation once the person has left the field. */
  showMissing: boolean;
  onBlur: () => void;
  webSearchAvailable: boolean;
  enableWebSearch: boolean;
  onEnableWebSearchChange: (value: boolean) => void;
  webSearchInstructions: string;
  onWebSearchInstructionsChange: (value: string) => void;
  /** The offline keyword rater decides: show how it reads the instructions. */
  offline?: boolean;
};

/** Research instructions, and the enhanced web search switch when the server has a search provider. */
export function ResearchInstructionsFields(props: ResearchInstructionsFieldsProps) {
  const missing = props.showMissing && !props.instructions.trim();
  return (
    <>
      <TextField
        label="Research Instructions"
        required
        multiline
        minRows={5}
        value={props.instructions}
        onChange={(event) => props.onInstructionsChange(event.target.value)}
        onBlur={props.onBlur}
        placeholder={instructionsPlaceholder}
        error={missing}
        helperText={
          <>
            {missing
              ? 'Please provide research instructions'
              : 'Who qualifies, who does not, and what makes one account better than another. Each website is checked against these.'}
            {props.offline && <OfflineReading instructions={props.instructions} />}
          </>
        }
        fullWidth
      />
      {props.webSearchAvailable && (
        <FormControlLabel
          control={<Switch checked={props.enableWebSearch} onChange={(event) => props.onEnableWebSearchChange(event.target.checked)} />}
          label="Enhanced web search (2 credits per website)"
        />
      )}
      {props.webSearchAvailable && props.enableWebSearch && (
        <TextField
          label="Web Search Instructions"
          multiline
          minRows={2}
          value={props.webSearchInstructions}
          onChange={(event) => props.onWebSearchInstructionsChange(event.target.value)}
          placeholder="e.g. Look for news about expansions, awards or new locations in the last two years."
          helperText="Optional: what to look for on the web beyond the website itself."
          fullWidth
        />
      )}
    </>
  );
}
