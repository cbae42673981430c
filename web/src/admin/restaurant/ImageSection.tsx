import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from './FormSection';
import { ImageCrops } from './ImageCrops';

// The browser's own file button, dressed like the form's outlined buttons.
const FILE_INPUT = {
  font: 'inherit',
  fontSize: '0.875rem',
  '&::file-selector-button': {
    mr: 1.5,
    px: 2,
    py: 1,
    font: 'inherit',
    fontWeight: 600,
    color: 'text.primary',
    bgcolor: '#fff',
    border: '1px solid #cbd5e1',
    borderRadius: 1.5,
    cursor: 'pointer',
  },
} as const;

/** An object URL for the picked file, revoked when it is replaced or the form unmounts. */
function useObjectUrl(file: File | undefined): string | undefined {
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl;
}

/** Previews of the saved or picked image, and a file input for JPEG and PNG only. */
export function ImageSection({ savedCardUrl }: { savedCardUrl?: string }) {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { trigger, clearErrors } = useFormContext();
  const savedUrl = useWatch({ name: 'imageUrl' }) as string | undefined;
  const { field, fieldState } = useController({ name: 'imageFile' });
  const file = field.value instanceof File ? field.value : undefined;
  // A refused file (wrong type, too big) is not previewed: it may not even be an image.
  const chosenUrl = useObjectUrl(fieldState.error ? undefined : file);

  // After a save the form is reset: the browser's own file input must forget the file too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <FormSection
      title="Image"
      description="Add an image that will be displayed on your restaurant listing in the search results. Adding a new image will overwrite the existing one."
    >
      {/* The current image stays until a fit new one replaces it: a refused file changes nothing. */}
      {chosenUrl ? (
        <ImageCrops bannerUrl={chosenUrl} chosen />
      ) : (
        savedUrl && <ImageCrops bannerUrl={savedUrl} cardUrl={savedCardUrl} chosen={false} />
      )}
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        Image file (.jpg, .jpeg, .png)
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="input"
          ref={input}
          sx={FILE_INPUT}
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png"
          aria-invalid={fieldState.invalid || undefined}
          aria-describedby={fieldState.error ? errorId : undefined}
          onBlur={field.onBlur}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            field.onChange(event.target.files?.[0]);
            // Checked at once, before any upload: too big or not JPEG/PNG shows under the field.
            void trigger('imageFile');
          }}
        />
        {file && (
          <Button
            size="small"
            onClick={() => {
              field.onChange(undefined);
              clearErrors('imageFile');
            }}
          >
            {savedUrl ? 'Keep the current image' : 'Clear the chosen file'}
          </Button>
        )}
      </Box>
      {fieldState.error?.message && (
        <FormHelperText id={errorId} error>
          {fieldState.error.message}
        </FormHelperText>
      )}
    </FormSection>
  );
}
