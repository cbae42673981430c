import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { FormSection } from './FormSection';

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
function usePreviewUrl(file: File | undefined, savedUrl: string | undefined): string | undefined {
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  return objectUrl ?? (savedUrl || undefined);
}

/** Preview of the saved or picked image, and a file input for JPEG and PNG only. */
export function ImageSection() {
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const savedUrl = useWatch({ name: 'imageUrl' }) as string | undefined;
  const { field, fieldState } = useController({ name: 'imageFile' });
  const file = field.value instanceof File ? field.value : undefined;
  const preview = usePreviewUrl(file, savedUrl);

  // After a save the form is reset: the browser's own file input must forget the file too.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);

  return (
    <FormSection
      title="Image"
      description="Add an image that will be displayed on your restaurant listing in the search results. Adding a new image will overwrite the existing one."
    >
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={file ? 'Preview of the chosen restaurant image' : 'Current restaurant image'}
          sx={{ display: 'block', width: '100%', maxWidth: 720, aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 1, mb: 2 }}
        />
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
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.files?.[0])}
        />
        {file && (
          <Button size="small" onClick={() => field.onChange(undefined)}>
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
