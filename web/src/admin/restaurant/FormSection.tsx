import { Box, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description: string;
  children: ReactNode;
}

/** One titled part of the restaurant form (Details, Cuisines, Menu, Image). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Stack>
      {children}
    </Box>
  );
}
