import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { formatNumber, type Locale } from '@vela/locales';

export interface HomeFigure {
  key: string;
  label: string;
  /** Undefined while it loads: a skeleton of its width. */
  value: number | undefined;
}

/** The home's figures as a list of cards, two a row on a phone and four on a wide screen. */
export function FigureGrid({ figures, locale }: { figures: readonly HomeFigure[]; locale: Locale }) {
  return (
    <Box
      component="ul"
      aria-busy={figures.some((figure) => figure.value === undefined)}
      sx={{
        p: 0,
        my: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {figures.map(({ key, label, value }) => (
        <Card key={key} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
          <CardContent>
            <Typography color="text.secondary" component="span" display="block">
              {label}
            </Typography>
            <Typography component="span" variant="h4" display="block">
              {value === undefined ? <Skeleton width="3ch" /> : formatNumber(value, locale)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
