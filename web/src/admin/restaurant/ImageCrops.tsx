import { Box, Typography } from '@mui/material';

interface ImageCropsProps {
  /** The picked file's object URL, or the saved banner. */
  bannerUrl: string;
  /** The saved card rendition; a picked file is cropped from `bannerUrl` itself. */
  cardUrl?: string;
  chosen: boolean;
}

// The server's renditions (src/modules/catalogue/images/restaurant-image.ts): both are
// centre crops, 1200x400 for the detail page and 480x320 for search cards.
const CROPS = [
  { key: 'banner', ratio: '3 / 1', caption: 'Banner on your restaurant page', flex: '3 1 20rem' },
  { key: 'card', ratio: '3 / 2', caption: 'Card in search results', flex: '1 1 10rem' },
] as const;

/** Shows the owner both crops the server will make, so a wide banner's card crop is no surprise. */
export function ImageCrops({ bannerUrl, cardUrl, chosen }: ImageCropsProps) {
  const alt = {
    banner: chosen ? 'Preview of the chosen restaurant image' : 'Current restaurant image',
    card: chosen ? 'Search card preview of the chosen image' : 'Current search card image',
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2, maxWidth: 960 }}>
      {CROPS.map((crop) => (
        <Box component="figure" key={crop.key} sx={{ m: 0, flex: crop.flex, maxWidth: crop.key === 'card' ? 240 : undefined }}>
          <Box
            component="img"
            src={crop.key === 'card' ? cardUrl || bannerUrl : bannerUrl}
            alt={alt[crop.key]}
            sx={{ display: 'block', width: '100%', aspectRatio: crop.ratio, objectFit: 'cover', objectPosition: 'center', borderRadius: 1 }}
          />
          <Typography component="figcaption" variant="caption" color="text.secondary">
            {crop.caption}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
